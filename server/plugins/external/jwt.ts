import { randomUUID } from "node:crypto";
import fastifyJwt from "@fastify/jwt";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import type { Config } from "../../config.ts";
import { endSession } from "../../services/endSession.ts";
import { loadTogether } from "../../services/loadTogether.ts";
import type { Identity } from "../../services/login.ts";
import { readerOf } from "../../services/readConnection.ts";
import { verifiedTokens } from "../../services/verifiedTokens.ts";
import { allRows, placeholders } from "../../services/withStatements.ts";

/** What a token carries: the user, the entity they act for, and their role. */
export interface TokenClaims {
  sub: number;
  entity_id: number | null;
  role: string;
  /** The user's session version at sign-in (migrations/0007_sessions.ts): a reset or role change raises it. */
  sv: number;
  /** The session's own id (decision 0052): logging out records it as ended. Tokens signed before it have none. */
  jti?: string;
  /** Expiry in seconds since the epoch, set by the signer. */
  exp?: number;
}

declare module "@fastify/jwt" {
  interface FastifyJWT {
    payload: TokenClaims;
    user: TokenClaims;
  }
}

declare module "fastify" {
  interface FastifyInstance {
    /** preHandler: a valid token or 401 in the spec's shape. */
    authenticate: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    /** preHandler: reads a token when one is sent, never refuses. */
    identify: (request: FastifyRequest) => Promise<void>;
    signToken: (identity: Identity) => string;
    /** Ends the session of the request's token on every instance (decision 0052); a token that is not valid is left as it is. */
    endSessionOf: (request: FastifyRequest) => Promise<void>;
  }
  interface FastifyRequest {
    identity: Identity | null;
  }
}

/** The message of every 401: the client clears its token and goes to /login (spec 000 §4). */
export const SESSION_EXPIRED = "Your session has expired or you are not logged in. Please log in again.";

/** The one signing algorithm: a token naming another (none, RS256 with the secret as a key) is refused. */
const ALGORITHM = "HS256";

/** How many verified tokens are kept in memory (a few hundred bytes each): more than the users active in ten minutes. */
export const VERIFIED_TOKENS = 10_000;

/** The token of the Authorization header: "Bearer x", or the bare token as the spec's client sends it. */
const tokenOf = (request: FastifyRequest): string | undefined => String(request.headers.authorization ?? "").replace(/^Bearer\s+/i, "") || undefined;

/**
 * Tokens in the Authorization header ("Bearer x", or the bare token as the spec's client sends
 * it), signed with the configured secret and valid for the configured time. A token is honoured
 * only while its user exists and its session version is the user's current one; the role comes
 * from the user row, never from the token, so a role change takes effect at once.
 */
export default fp(
  async function jwt(app: FastifyInstance, opts: { config: Config }) {
    await app.register(fastifyJwt, {
      secret: opts.config.jwtSecret,
      sign: { expiresIn: opts.config.tokenTtl, algorithm: ALGORITHM },
      verify: { algorithms: [ALGORITHM], extractToken: tokenOf },
    });
    app.decorateRequest("identity", null);
    // Every authenticated request reads its user: concurrent ones share one query, run through the driver (docs/decisions/0025).
    const userOf = loadTogether<number, { role: string; session_version: number | string }>(async (ids) =>
      (await allRows<{ id: number | string; role: string; session_version: number | string }>(readerOf(app.knex), `select "id", "role", "session_version" from "users" where "id" in (${placeholders(ids.length)})`, ids)).map((u) => [Number(u.id), u]),
    );
    // A logged-out token (decision 0052) is refused by every instance: its id is looked up with the user, batched the same way.
    const endedOf = loadTogether<string, { jti: string }>(async (ids) => (await allRows<{ jti: string }>(readerOf(app.knex), `select "jti" from "ended_sessions" where "jti" in (${placeholders(ids.length)})`, ids)).map((row) => [String(row.jti), row]));
    // The same verifier request.jwtVerify uses (these options' algorithm, the expiry), without the
    // decode before it and its callback chain, and a token seen again not verified again while it
    // is valid: its claims only, the user's row is still read for every request (docs/decisions/0025).
    const verified = verifiedTokens((token) => app.jwt.verify<TokenClaims>(token), VERIFIED_TOKENS);
    const read = async (request: FastifyRequest): Promise<Identity | null> => {
      const token = tokenOf(request);
      if (!token) return null;
      try {
        const claims = verified(token);
        const [user, ended] = await Promise.all([Number.isSafeInteger(Number(claims.sub)) ? userOf(Number(claims.sub)) : undefined, typeof claims.jti === "string" ? endedOf(claims.jti) : undefined]);
        if (ended) return null;
        const version = Number(user?.session_version ?? -1);
        if (!user || version !== Number(claims.sv ?? 0)) return null;
        return { userId: Number(claims.sub), entityId: claims.entity_id, role: String(user.role), sessionVersion: version };
      } catch {
        return null;
      }
    };
    app.decorate("identify", async (request: FastifyRequest) => {
      request.identity = await read(request);
    });
    app.decorate("authenticate", async (request: FastifyRequest, reply: FastifyReply) => {
      request.identity = await read(request);
      if (!request.identity) await reply.code(401).send({ success: false, statusCode: 401, data: { msg: SESSION_EXPIRED } });
    });
    app.decorate("signToken", (identity: Identity) => app.jwt.sign({ sub: identity.userId, entity_id: identity.entityId, role: identity.role, sv: identity.sessionVersion, jti: randomUUID() }));
    app.decorate("endSessionOf", async (request: FastifyRequest) => {
      const token = tokenOf(request);
      let claims: TokenClaims;
      try {
        claims = verified(token ?? "");
      } catch {
        return;
      }
      if (typeof claims.jti === "string" && typeof claims.exp === "number") await endSession(app.knex, claims.jti, claims.exp * 1000);
    });
  },
  { name: "jwt" },
);
