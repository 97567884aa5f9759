import { generateKeyPairSync } from "node:crypto";
import { describe, expect, it } from "vitest";
import { statementClaims, type LicenceStatement } from "../engine/certificates/LicenceStatement.ts";
import { STATUS_LIST_TYP, statusListCredential, type StatusPurpose } from "../engine/certificates/StatusListCredential.ts";
import { checkStatement, phoneToday } from "../renderer/src/verify/checkStatement.ts";
import { readStatusList } from "../renderer/src/verify/readStatusList.ts";
import { credentialSigner, type CredentialSigner } from "../server/services/credentialSigner.ts";
import { encodeStatusList } from "../server/services/statusList.ts";

/*
 * The verify page's judgement of a licence's signed statement with no signal (issue 29, decision
 * 0067), in Node's WebCrypto and DecompressionStream as in the browser's: what the server signs,
 * the page reads back; a list or a statement changed after signing is refused.
 */
const newSigner = () => credentialSigner({ credentialSigningKey: generateKeyPairSync("ed25519").privateKey.export({ type: "pkcs8", format: "pem" }).toString(), credentialPreviousKeys: [] }) as CredentialSigner;
const signer = newSigner();
const statement: LicenceStatement = { id: "7KQ2M-XH9PA", licence: "NFA-2026-000042", holder: "Marcia Campbell", type: "Fisher Licence", validFrom: "2026-11-22", validUntil: "2027-11-21", statusIndex: 4242 };
const signed = signer.sign(statementClaims(statement));
const list = (revoked: number[], by: CredentialSigner = signer, entries = 131_072, purpose: StatusPurpose = "revocation") => by.sign(statusListCredential("https://nfa.example/api/verify/status-list", "https://nfa.example", "2026-11-29T14:00:00Z", encodeStatusList(revoked, entries), purpose), STATUS_LIST_TYP);
/** The suspension list (decision 0071) with the bits of `suspended` set. */
const suspensions = (suspended: number[]) => list(suspended, signer, 131_072, "suspension");
const kept = (statusList: string | null, suspensionList: string | null = null) => ({ keys: signer.keys, statusList, suspensionList });

describe("the verify page with no signal", () => {
  it("reads the list the server signed: its date and its bits, GZIP undone by DecompressionStream", async () => {
    const read = await readStatusList(list([0, 4242]), signer.keys);
    expect(read?.validFrom).toBe("2026-11-29T14:00:00Z");
    expect(read?.bits.length).toBe(16_384);
    expect(read?.bits[0]).toBe(0b1000_0000);
  });

  it("says Valid in force and not revoked, Not valid (revoked) once its bit is set, Expired after its last day", async () => {
    expect(await checkStatement(signed, kept(list([1])), "2026-12-01")).toEqual({ verdict: "valid", statement, listFrom: "2026-11-29T14:00:00Z" });
    expect((await checkStatement(signed, kept(list([4242])), "2026-12-01")).verdict).toBe("revoked");
    expect((await checkStatement(signed, kept(list([])), "2027-11-22")).verdict).toBe("expired");
  });

  it("says Not valid (suspended) while its bit is set in the suspension list, valid again once cleared; revoked and expired win; a revocation list is not read as a suspension list", async () => {
    expect((await checkStatement(signed, kept(list([]), suspensions([4242])), "2026-12-01")).verdict).toBe("suspended");
    expect((await checkStatement(signed, kept(list([]), suspensions([1])), "2026-12-01")).verdict).toBe("valid");
    expect((await checkStatement(signed, kept(list([4242]), suspensions([4242])), "2026-12-01")).verdict).toBe("revoked");
    expect((await checkStatement(signed, kept(list([]), suspensions([4242])), "2027-11-22")).verdict).toBe("expired");
    expect((await checkStatement(signed, kept(list([]), list([4242])), "2026-12-01")).verdict).toBe("valid");
    expect(await readStatusList(suspensions([4242]), signer.keys)).toBeNull();
  });

  it("says Not valid (signature) for a statement changed after signing, and for the list itself", async () => {
    const [header, , signature] = signed.split(".");
    const stretched = `${header}.${Buffer.from(JSON.stringify(statementClaims({ ...statement, validUntil: "2030-11-21" }))).toString("base64url")}.${signature}`;
    expect((await checkStatement(stretched, kept(list([])), "2026-12-01")).verdict).toBe("signature");
    expect((await checkStatement(list([]), kept(list([])), "2026-12-01")).verdict).toBe("signature");
  });

  it("cannot check revocation with no list, a list signed by another key, or one too short for the licence; cannot check at all without the key the statement names", async () => {
    expect(await checkStatement(signed, kept(null), "2026-12-01")).toEqual({ verdict: "unchecked", statement, listFrom: null });
    expect((await checkStatement(signed, kept(list([4242], newSigner())), "2026-12-01")).verdict).toBe("unchecked");
    const beyond = signer.sign(statementClaims({ ...statement, statusIndex: 200_000 }));
    expect((await checkStatement(beyond, kept(list([])), "2026-12-01")).verdict).toBe("unchecked");
    expect((await checkStatement(signed, { keys: null, statusList: null, suspensionList: null }, "2026-12-01")).verdict).toBe("no-keys");
    // A key newer than the phone's copy (a rotation since its last visit with a signal): not called forged.
    expect((await checkStatement(newSigner().sign(statementClaims(statement)), kept(list([])), "2026-12-01")).verdict).toBe("no-keys");
  });

  it("judges on the phone's own day", () => {
    expect(phoneToday(new Date(2026, 10, 29, 23, 30))).toBe("2026-11-29");
  });
});
