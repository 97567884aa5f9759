import type { FastifyInstance } from "fastify";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { buildApp, DEMO } from "../../../testing/buildApp.ts";

/**
 * Issue 13: throttling per account and per address that slows an attacker without locking the
 * owner out for good (the 11th failed login from an address used to lock everyone there out).
 * The design is decision 0012's: failures only, a growing delay with a cap.
 */
let app: FastifyInstance;
beforeAll(async () => {
  // The shipped defaults: 10 attempts a minute (now for reset requests only), 20 free failures per address.
  app = await buildApp({ LOGIN_ATTEMPTS_PER_MINUTE: "10", LOGIN_FAILURES_PER_ADDRESS: "20" });
});
afterEach(() => {
  vi.useRealTimers();
});
afterAll(async () => app.close());

const login = (payload: object, remoteAddress = "127.0.0.1") => app.inject({ method: "POST", url: "/api/users/login", payload, remoteAddress });
const fisher = (password: string) => ({ login_with: "email", user_name: DEMO.fisher.email, password });
const waitSeconds = (body: string) => Number(/Please wait (\d+) seconds/.exec(body)?.[1]);

describe("an address's failures never lock out the others behind it", () => {
  it("the 11th failed login from an office address does not lock its other users out", async () => {
    for (let i = 0; i < 11; i += 1) expect((await login({ login_with: "email", user_name: `typo${i}@example.com`, password: "wrong" }, "10.1.1.1")).statusCode).toBe(401);
    expect((await login(fisher(DEMO.fisher.password), "10.1.1.1")).statusCode).toBe(200);
  });

  it("successful logins are never counted against an address", async () => {
    for (let i = 0; i < 25; i += 1) expect((await login({ login_with: "email", user_name: DEMO.company.email, password: DEMO.company.password }, "10.2.2.2")).statusCode).toBe(200);
  });
});

describe("an account under attack is slowed, and its owner gets back in", () => {
  it("guesses from many addresses slow the account to a bounded wait; after it the owner logs in", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    const start = Date.now();
    // Five free failures, then every further one must wait, even with the right password.
    for (let i = 0; i < 6; i += 1) expect((await login(fisher("guess"), `10.3.0.${i}`)).statusCode).toBe(401);
    const slowed = await login(fisher(DEMO.fisher.password), "10.9.9.9");
    expect(slowed.statusCode).toBe(429);
    expect(slowed.json().data.msg).toMatch(/^Too many attempts\. Please wait \d+ seconds and try again\.$/);
    // The attacker keeps going, each guess as soon as allowed: the wait grows, but never past 15 minutes.
    let longest = 0;
    for (let i = 0; i < 20; i += 1) {
      const blocked = await login(fisher("guess"), `10.4.0.${i}`);
      if (blocked.statusCode === 429) {
        longest = Math.max(longest, waitSeconds(blocked.body));
        vi.setSystemTime(Date.now() + waitSeconds(blocked.body) * 1000);
        expect((await login(fisher("guess"), `10.4.1.${i}`)).statusCode).toBe(401);
      }
    }
    expect(longest).toBe(15 * 60);
    expect(Date.now() - start).toBeGreaterThan(60 * 60_000);
    // The owner, once the wait is over, is in, and the account's failures are forgotten.
    vi.setSystemTime(Date.now() + 15 * 60_000);
    expect((await login(fisher(DEMO.fisher.password), "10.9.9.9")).statusCode).toBe(200);
    expect((await login(fisher("typo"), "10.9.9.9")).statusCode).toBe(401);
  });

  it("an unknown name is slowed exactly like a known one, so the throttle tells nothing", async () => {
    const statuses = async (name: string) => {
      const seen: number[] = [];
      for (let i = 0; i < 7; i += 1) seen.push((await login({ login_with: "email", user_name: name, password: "guess" }, `10.5.${name.length}.${i}`)).statusCode);
      return seen;
    };
    expect(await statuses(DEMO.company.email)).toEqual(await statuses("nobody.at.all@example.com"));
  });

  it("a burst of parallel guesses is counted before the passwords are checked", async () => {
    const burst = await Promise.all(Array.from({ length: 20 }, (_, i) => login({ login_with: "telephone_number", user_name: "876-555-0142", password: `guess-${i}` }, `10.6.0.${i}`)));
    const checked = burst.filter((r) => r.statusCode === 401).length;
    expect(checked).toBeLessThanOrEqual(6);
    expect(burst.filter((r) => r.statusCode === 429).length).toBe(20 - checked);
  });
});
