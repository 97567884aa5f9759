import { describe, expect, it } from "vitest";
import { JWT_SECRET_REQUIRED, loadConfig, trustProxyOf } from "./config.ts";
import { buildApp } from "./testing/buildApp.ts";

/**
 * Behind a load balancer (issue 28): the visitor's address follows X-Forwarded-For only when
 * TRUST_PROXY says so, and a PostgreSQL portal, whose instances share logins, needs JWT_SECRET.
 */
describe("TRUST_PROXY", () => {
  /** Failed logins from `forwardedFor` until the per-address throttle answers, then one from `other`. */
  async function otherVisitorAfterOneIsSlowed(env: Record<string, string>): Promise<number> {
    const app = await buildApp({ LOGIN_FAILURES_PER_ADDRESS: "3", ...env });
    const attempt = (i: number, from: string) => app.inject({ method: "POST", url: "/api/users/login", remoteAddress: "10.0.0.5", headers: { "x-forwarded-for": from }, payload: { login_with: "email", user_name: `nobody${i}@example.com`, password: "guess" } });
    try {
      for (let i = 0; i < 4; i += 1) expect((await attempt(i, "203.0.113.7")).statusCode).toBe(401);
      expect((await attempt(4, "203.0.113.7")).statusCode).toBe(429);
      return (await attempt(5, "198.51.100.9")).statusCode;
    } finally {
      await app.close();
    }
  }

  it("on: each visitor behind the balancer has an address of their own in the login throttle", async () => {
    expect(await otherVisitorAfterOneIsSlowed({ TRUST_PROXY: "1" })).toBe(401);
  });

  it("off (the default): X-Forwarded-For is not believed, the connection's address counts", async () => {
    expect(await otherVisitorAfterOneIsSlowed({})).toBe(429);
  });

  it("reads true, a number of hops, or a list of addresses", () => {
    expect([undefined, "", "off", "false"].map(trustProxyOf)).toEqual([false, false, false, false]);
    expect(trustProxyOf("true")).toBe(true);
    expect(trustProxyOf("2")).toBe(2);
    expect(trustProxyOf("10.0.0.0/8, 127.0.0.1")).toEqual(["10.0.0.0/8", "127.0.0.1"]);
  });
});

describe("JWT_SECRET with DATABASE_URL", () => {
  it("is required, with a message saying why", () => {
    expect(() => loadConfig({ DATABASE_URL: "postgres://portal@127.0.0.1/portal", SQLITE_FILE: ":memory:" })).toThrow(JWT_SECRET_REQUIRED);
    expect(loadConfig({ DATABASE_URL: "postgres://portal@127.0.0.1/portal", SQLITE_FILE: ":memory:", JWT_SECRET: "shared" }).jwtSecret).toBe("shared");
  });
});
