import { describe, expect, it } from "vitest";
import { fromBase64url, toBase64url } from "./base64url.ts";
import { compactJws, jwsSigningInput, verifyCompactJws, type JwkSet } from "./compactJws.ts";

const { subtle } = globalThis.crypto;

/** A key pair made with WebCrypto, its public half as the JWK Set publishes it. */
async function keyPair(kid: string): Promise<{ privateKey: CryptoKey; keys: JwkSet }> {
  const pair = (await subtle.generateKey({ name: "Ed25519" }, true, ["sign", "verify"])) as CryptoKeyPair;
  const { x } = await subtle.exportKey("jwk", pair.publicKey);
  return { privateKey: pair.privateKey, keys: { keys: [{ kty: "OKP", crv: "Ed25519", x: x as string, kid, alg: "EdDSA", use: "sig" }] } };
}

async function signed(privateKey: CryptoKey, kid: string, payload: object): Promise<string> {
  const input = jwsSigningInput({ alg: "EdDSA", kid }, payload);
  return compactJws(input, new Uint8Array(await subtle.sign({ name: "Ed25519" }, privateKey, new TextEncoder().encode(input))));
}

describe("compact JWS with EdDSA", () => {
  it("verifies a statement signed by a published key and gives back its header and payload", async () => {
    const { privateKey, keys } = await keyPair("k1");
    const jws = await signed(privateKey, "k1", { h: "Marcia Campbell", s: 7 });
    expect(await verifyCompactJws(jws, keys, subtle)).toEqual({ ok: true, header: { alg: "EdDSA", kid: "k1" }, payload: { h: "Marcia Campbell", s: 7 } });
  });

  it("refuses a payload changed after signing, a key not published, another key under the same id, and what is no JWS", async () => {
    const { privateKey, keys } = await keyPair("k1");
    const jws = await signed(privateKey, "k1", { h: "Marcia Campbell", u: "2027-11-21" });
    const [header, , signature] = jws.split(".");
    const forged = `${header}.${toBase64url(new TextEncoder().encode(JSON.stringify({ h: "Marcia Campbell", u: "2029-11-21" })))}.${signature}`;
    expect(await verifyCompactJws(forged, keys, subtle)).toEqual({ ok: false, reason: "signature" });
    expect(await verifyCompactJws(jws, { keys: [] }, subtle)).toEqual({ ok: false, reason: "unknown-key" });
    const other = await keyPair("k1");
    expect(await verifyCompactJws(jws, other.keys, subtle)).toEqual({ ok: false, reason: "signature" });
    for (const text of ["", "a.b", "not.a.jws", `${header}.e30.${signature}x`]) expect((await verifyCompactJws(text, keys, subtle)).ok).toBe(false);
  });

  it("accepts only EdDSA, whatever algorithm the header names ('none' included)", async () => {
    const { privateKey, keys } = await keyPair("k1");
    const jws = await signed(privateKey, "k1", { s: 1 });
    const [, payload, signature] = jws.split(".");
    const none = toBase64url(new TextEncoder().encode(JSON.stringify({ alg: "none", kid: "k1" })));
    expect(await verifyCompactJws(`${none}.${payload}.${signature}`, keys, subtle)).toEqual({ ok: false, reason: "malformed" });
    expect(await verifyCompactJws(`${none}.${payload}.`, keys, subtle)).toEqual({ ok: false, reason: "malformed" });
    expect(fromBase64url(signature ?? "")?.length).toBe(64);
  });
});
