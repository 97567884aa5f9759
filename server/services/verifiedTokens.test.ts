import { afterEach, describe, expect, it, vi } from "vitest";
import { LONGEST_KEPT_TOKEN, verifiedTokens } from "./verifiedTokens.ts";

/** The memory of verified tokens (docs/decisions/0025) answers what the verifier would, and stays bounded. */
afterEach(() => {
  vi.useRealTimers();
});

/** A verifier of made-up tokens "valid:<exp seconds>" and "bad", counting its calls. */
function counting() {
  const calls: string[] = [];
  const verify = (token: string) => {
    calls.push(token);
    const [kind, exp] = token.split(":");
    if (kind !== "valid") throw new Error("invalid signature");
    return { sub: 1, exp: Number(exp) };
  };
  return { calls, verify };
}

const NOW = 1_800_000_000_000;
const inSeconds = (ms: number) => Math.floor((NOW + ms) / 1000);

describe("verifiedTokens", () => {
  it("verifies a token once while it is valid, and again after its expiry", () => {
    vi.useFakeTimers({ toFake: ["Date"], now: NOW });
    const { calls, verify } = counting();
    const verified = verifiedTokens(verify);
    const token = `valid:${inSeconds(60_000)}`;
    expect(verified(token)).toEqual({ sub: 1, exp: inSeconds(60_000) });
    expect(verified(token)).toEqual({ sub: 1, exp: inSeconds(60_000) });
    expect(calls).toHaveLength(1);
    vi.setSystemTime(NOW + 60_000);
    verified(token);
    expect(calls).toHaveLength(2);
  });

  it("verifies a kept token again once the time it may be kept has passed", () => {
    vi.useFakeTimers({ toFake: ["Date"], now: NOW });
    const { calls, verify } = counting();
    const verified = verifiedTokens(verify, 10, 1000);
    const token = `valid:${inSeconds(3_600_000)}`;
    verified(token);
    vi.setSystemTime(NOW + 999);
    verified(token);
    expect(calls).toHaveLength(1);
    vi.setSystemTime(NOW + 1000);
    verified(token);
    expect(calls).toHaveLength(2);
  });

  it("keeps no refused token, no overlong one and no token without an expiry", () => {
    vi.useFakeTimers({ toFake: ["Date"], now: NOW });
    const { calls, verify } = counting();
    const verified = verifiedTokens((token: string) => (token === "no-expiry" ? { sub: 1 } : verify(token)));
    for (let i = 0; i < 2; i++) expect(() => verified("bad")).toThrow("invalid signature");
    const long = `valid:${inSeconds(60_000)}:${"x".repeat(LONGEST_KEPT_TOKEN)}`;
    for (let i = 0; i < 2; i++) verified(long);
    expect(calls).toEqual(["bad", "bad", long, long]);
    expect(verified("no-expiry")).toEqual({ sub: 1 });
  });

  it("keeps at most the number given, the least recently used leaving first", () => {
    vi.useFakeTimers({ toFake: ["Date"], now: NOW });
    const { calls, verify } = counting();
    const verified = verifiedTokens(verify, 2);
    const [a, b, c] = [1, 2, 3].map((n) => `valid:${inSeconds(60_000 + n * 1000)}`) as [string, string, string];
    verified(a);
    verified(b);
    verified(a);
    verified(c);
    expect(calls).toEqual([a, b, c]);
    verified(a);
    expect(calls).toEqual([a, b, c]);
    verified(b);
    expect(calls).toEqual([a, b, c, b]);
  });
});
