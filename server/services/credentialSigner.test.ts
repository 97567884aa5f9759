import { generateKeyPairSync, verify } from "node:crypto";
import { mkdtempSync, readFileSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { fromBase64url } from "../../engine/certificates/base64url.ts";
import { loadConfig } from "../config.ts";
import { credentialSigner, keyId } from "./credentialSigner.ts";

/*
 * Where the key that signs licences comes from (issue 29, decision 0067): CREDENTIAL_SIGNING_KEY, or
 * one generated once into the data folder as the JWT secret is, or none on a shared PostgreSQL
 * database without it; and what the signer makes of it.
 */
const data = mkdtempSync(join(tmpdir(), "credential-key-"));
afterAll(() => rmSync(data, { recursive: true, force: true }));
const base = { JWT_SECRET: "test-secret-not-for-production" };
const pem = () => generateKeyPairSync("ed25519").privateKey.export({ type: "pkcs8", format: "pem" }).toString();

describe("the credential signing key", () => {
  it("is generated once into the data folder, readable by the portal's user only, and the same at the next start", () => {
    const first = loadConfig({ ...base, SQLITE_FILE: join(data, "portal.sqlite") }).credentialSigningKey;
    const file = join(data, "credential-signing-key.pem");
    expect(first).toMatch(/^-----BEGIN PRIVATE KEY-----/);
    expect(readFileSync(file, "utf8")).toBe(first);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(loadConfig({ ...base, SQLITE_FILE: join(data, "portal.sqlite") }).credentialSigningKey).toBe(first);
  });

  it("is CREDENTIAL_SIGNING_KEY when given, as PEM or as its DER in base64 on one line", () => {
    const key = pem();
    const der = key.replace(/-----[^-]+-----|\s/g, "");
    const fromPem = credentialSigner(loadConfig({ ...base, SQLITE_FILE: ":memory:", CREDENTIAL_SIGNING_KEY: key }));
    const fromDer = credentialSigner(loadConfig({ ...base, SQLITE_FILE: ":memory:", CREDENTIAL_SIGNING_KEY: der }));
    expect(fromDer?.keys).toEqual(fromPem?.keys);
  });

  it("is none on PostgreSQL without CREDENTIAL_SIGNING_KEY: instances sharing a database must not each sign with their own", () => {
    const config = loadConfig({ ...base, DATABASE_URL: "postgres://portal@127.0.0.1/portal" });
    expect(config.credentialSigningKey).toBeNull();
    expect(credentialSigner(config)).toBeNull();
  });

  it("must be Ed25519: another kind stops the start", () => {
    const rsa = generateKeyPairSync("rsa", { modulusLength: 1024 }).privateKey.export({ type: "pkcs8", format: "pem" }).toString();
    expect(() => credentialSigner({ credentialSigningKey: rsa, credentialPreviousKeys: [] })).toThrow(/must be an Ed25519 private key/);
  });
});

describe("the signer", () => {
  it("signs a compact JWS with EdDSA under the key's id, which Node checks with the published key", () => {
    const signer = credentialSigner({ credentialSigningKey: pem(), credentialPreviousKeys: [] });
    const jws = signer?.sign({ s: 1 }, "vc+jwt") ?? "";
    const [header, payload, signature] = jws.split(".");
    const published = signer?.keys.keys[0];
    expect(JSON.parse(new TextDecoder().decode(fromBase64url(header ?? "") ?? undefined))).toEqual({ alg: "EdDSA", kid: signer?.kid, typ: "vc+jwt" });
    expect(published?.kid).toBe(keyId(published?.x ?? ""));
    const publicKey = { key: { kty: "OKP", crv: "Ed25519", x: published?.x ?? "" }, format: "jwk" as const };
    expect(verify(null, Buffer.from(`${header}.${payload}`), publicKey, Buffer.from(fromBase64url(signature ?? "") ?? []))).toBe(true);
  });
});
