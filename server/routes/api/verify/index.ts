import type { FastifyInstance } from "fastify";
import type { Config } from "../../../config.ts";
import { errorResponses, ok, okSchema } from "../../../schemas/envelope.ts";
import { HttpError } from "../../../services/HttpError.ts";
import { statusListJws } from "../../../services/statusList.ts";
import { verificationSchema, verifyCertificate } from "../../../services/verifyCertificate.ts";

/** JSON Schema of the JWK Set of Ed25519 keys (RFC 7517 §5, RFC 8037) that GET /api/verify/keys answers. */
const jwkSetSchema = {
  type: "object",
  required: ["keys"],
  properties: {
    keys: {
      type: "array",
      items: { type: "object", required: ["kty", "crv", "x", "kid", "alg", "use"], properties: { kty: { const: "OKP" }, crv: { const: "Ed25519" }, x: { type: "string" }, kid: { type: "string" }, alg: { const: "EdDSA" }, use: { const: "sig" } } },
    },
  },
} as const;

/** The media types of the two documents (RFC 7517 §8.5.1; VC-JOSE-COSE §3.1.1). */
export const JWK_SET_TYPE = "application/jwk-set+json";
export const VC_JWT_TYPE = "application/vc+jwt";

/**
 * Public verification of a licence or ID card by the code printed on it (issue 17, decision 0039):
 * no login, limited per address, and only the status, the holder's name, the licence type and
 * the expiry, so a code read off someone's card tells nothing else about them. And what /verify
 * keeps to judge a licence's signed statement with no signal (issue 29, decision 0067): the
 * Authority's public keys and its signed revocation list, in their standard forms.
 */
export default async function verify(app: FastifyInstance, opts: { config: Pick<Config, "verificationsPerMinute" | "publicUrl"> }) {
  app.get(
    "/keys",
    {
      schema: {
        tags: ["verify"],
        summary: "Anyone: the Authority's public keys (a JWK Set of Ed25519 keys) that sign the statements in licences' QR codes and the revocation list; empty when the portal signs none",
        response: { 200: { content: { [JWK_SET_TYPE]: { schema: jwkSetSchema } } }, ...errorResponses },
      },
    },
    // Keys change only at a rotation; a phone or proxy may keep them a while.
    async (_request, reply) => reply.type(JWK_SET_TYPE).header("cache-control", "public, max-age=3600").send(app.credentials?.keys ?? { keys: [] }),
  );

  // The revocation list (decision 0067) and, beside it, the suspension list (decision 0071): one W3C list per status purpose.
  for (const [path, purpose, what] of [
    ["/status-list", "revocation", "revocation list of the licences"],
    ["/suspension-list", "suspension", "suspension list of the licences (bits set for those suspended on the portal's day)"],
  ] as const) {
    app.get(
      path,
      {
        schema: {
          tags: ["verify"],
          summary: `Anyone: the ${what} (a W3C BitstringStatusListCredential as a compact JWS, vc+jwt), made now and signed with the licences' key`,
          response: { 200: { content: { [VC_JWT_TYPE]: { schema: { type: "string" } } } }, ...errorResponses },
        },
      },
      async (_request, reply) => {
        if (!app.credentials) throw new HttpError(404, `This portal signs no licences, so it publishes no ${purpose} list: check a licence by its code`);
        // Made at each request: a copy kept by a cache would hide a revocation the page asked to see.
        return reply.type(VC_JWT_TYPE).header("cache-control", "no-cache").send(await statusListJws(app.knex, app.credentials, opts.config.publicUrl, new Date(), purpose, app.definitions.today()));
      },
    );
  }

  app.get<{ Params: { code: string } }>(
    "/:code",
    {
      config: { rateLimit: { max: opts.config.verificationsPerMinute, timeWindow: "1 minute" } },
      schema: {
        tags: ["verify"],
        summary: "Anyone: whether the licence or ID card carrying this code is valid, expired, suspended or revoked, with the holder's name, the licence type and the expiry",
        params: { type: "object", required: ["code"], properties: { code: { type: "string", maxLength: 40 } } },
        response: { 200: okSchema(verificationSchema), ...errorResponses },
      },
    },
    async (request) => ok(await verifyCertificate(app.knex, request.params.code, app.definitions.today())),
  );
}
