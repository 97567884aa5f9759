import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import type { Config } from "../../config.ts";
import { credentialSigner, type CredentialSigner } from "../../services/credentialSigner.ts";

declare module "fastify" {
  interface FastifyInstance {
    /**
     * The Authority's signer of licence statements and the revocation list (decision 0067), made
     * once at start; null when the portal has no signing key (see Config.credentialSigningKey).
     */
    credentials: CredentialSigner | null;
  }
}

/** `app.credentials`: the key is read and checked at start, so a wrong CREDENTIAL_SIGNING_KEY stops the start, not a download. */
export default fp(
  async function credentials(app: FastifyInstance, opts: { config: Pick<Config, "credentialSigningKey" | "credentialPreviousKeys"> }) {
    const signer = credentialSigner(opts.config);
    if (!signer) app.log.warn("no CREDENTIAL_SIGNING_KEY with DATABASE_URL: licences carry no signed statement, so they verify online only (decision 0067)");
    app.decorate("credentials", signer);
  },
  { name: "credentials" },
);
