/** What a verified token's claims say about its own validity (RFC 7519 §4.1.4, §4.1.5), in seconds. */
interface Timed {
  exp?: number;
  nbf?: number;
}

/** The longest token kept: the portal's are about 200 characters; a longer one is verified every time and never stored. */
export const LONGEST_KEPT_TOKEN = 1024;

/**
 * `verify` with a bounded memory of the tokens it accepted (docs/decisions/0025): a token sent
 * again answers the claims its signature proved, without the HMAC and the JSON parses again, while
 * it is certainly valid: before its expiry, and for at most `ttlMs` after it was verified. Anything
 * else, a token refused before included, goes through `verify` again, so every answer is the one
 * `verify` would give. Only tokens `verify` accepted are kept, so no one without a valid token can
 * fill the memory; at most `most` are kept, the least recently used leaving first.
 */
export function verifiedTokens<C extends object>(verify: (token: string) => C, most = 10_000, ttlMs = 600_000): (token: string) => C {
  const kept = new Map<string, { claims: C; until: number }>();
  return (token) => {
    const now = Date.now();
    const hit = kept.get(token);
    if (hit) {
      kept.delete(token);
      if (now < hit.until) {
        kept.set(token, hit);
        return hit.claims;
      }
    }
    const claims = verify(token);
    const { exp, nbf } = claims as Timed;
    // A token without an expiry, or with a start, is verified every time: the portal signs neither.
    if (token.length <= LONGEST_KEPT_TOKEN && typeof exp === "number" && nbf === undefined) {
      if (kept.size >= most) kept.delete(kept.keys().next().value as string);
      kept.set(token, { claims, until: Math.min(exp * 1000, now + ttlMs) });
    }
    return claims;
  };
}
