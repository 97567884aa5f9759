import { describe, expect, it } from "vitest";
import { fromBase64url, toBase64url } from "./base64url.ts";

describe("base64url", () => {
  it("encodes as RFC 4648 §5 does, without padding (its test vectors, in the URL alphabet)", () => {
    const vectors: Array<[string, string]> = [["", ""], ["f", "Zg"], ["fo", "Zm8"], ["foo", "Zm9v"], ["foob", "Zm9vYg"], ["fooba", "Zm9vYmE"], ["foobar", "Zm9vYmFy"]];
    for (const [text, encoded] of vectors) {
      expect(toBase64url(new TextEncoder().encode(text))).toBe(encoded);
      expect(new TextDecoder().decode(fromBase64url(encoded) ?? undefined)).toBe(text);
    }
    expect(toBase64url(new Uint8Array([0xfb, 0xff, 0xbf]))).toBe("-_-_");
  });

  it("round-trips every byte value and lengths that need no, one or two padding characters", () => {
    for (const length of [0, 1, 2, 3, 64, 255, 256, 257]) {
      const bytes = Uint8Array.from({ length }, (_, i) => (i * 37 + length) & 255);
      expect(fromBase64url(toBase64url(bytes))).toEqual(bytes);
    }
  });

  it("refuses text outside the alphabet and impossible lengths; tolerates padding", () => {
    expect(fromBase64url("Zm9v+")).toBeNull();
    expect(fromBase64url("Zm9vY")).toBeNull();
    expect(fromBase64url("Zg==")).toEqual(new Uint8Array([0x66]));
  });
});
