import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { PNG } from "pngjs";
import { describe, expect, it } from "vitest";
import { pdfText } from "../testing/pdfText.ts";
import { pdfToPng } from "../testing/pdfToPng.ts";
import type { CertificateView } from "./certificates.ts";
import { ID_CARD_PHOTO_BOX, ID_CARD_SIZE, NO_NFA_NUMBER, renderCertificatePdf } from "./renderCertificatePdf.ts";

/*
 * Issue 31 item 7: on the issued ID card the photo spilled out of its frame under the name, and
 * "NFA REG. NO." showed "-". The card is drawn with a tall and a wide photo of one colour found
 * nowhere else on it, rendered to PNG by pdftoppm (kept in tests/e2e/evidence/certificates/ to be
 * looked at), and every pixel of that colour must lie inside the frame, which it must fill.
 */
const EVIDENCE = join(import.meta.dirname, "..", "..", "tests", "e2e", "evidence", "certificates");
const DPI = 600;
const MAGENTA: [number, number, number] = [255, 0, 255];

/** A picture of one colour, `width` × `height` pixels. */
function solidPng(width: number, height: number): Buffer {
  const png = new PNG({ width, height });
  for (let i = 0; i < width * height; i++) png.data.set([...MAGENTA, 255], i * 4);
  return PNG.sync.write(png);
}

const card = (nfa: string | null): CertificateView => ({
  id: 1, transaction_id: 1, app_type: "licence", caseType: "Fisher Licence", has_id_card: true, nfa_registration_number: nfa, address: null,
  propertiesMap: { FLIS_TransactionId: "NFA-2026-000042", FLIS_NameofApplicant: "Marcia", FLIS_NameofApplicantMiddle: null, FLIS_NameofApplicantLast: "Campbell", FLIS_Licence: "Fisher Licence", FLIS_TypeCategoryofLicenceFisher: "Commercial Fisher", FLIS_TypeCategoryofLicenseVessel: null, FLIS_TypeofSpecies: null, FLIS_FishingPort: null, FLIS_Inland: null, FLIS_HomeBasePort: null, FLIS_DateofIssue: "2026-11-22", FLIS_DateofExpiration: "2027-11-22", FLIS_IDCardDateofIssue: "2026-11-22", FLIS_IDCardDateofExpiry: "2029-11-22" },
  verification_code: "ABCDE-FGHJK", card_verification_code: "KLMNP-QRSTU", revoked_at: null, revoke_reason: null,
});
const print = { publicUrl: "http://localhost:3000" };

/** Where the magenta pixels of a rendered card are, and the frame in the same pixels. */
function magentaOf(png: PNG) {
  const scale = png.width / ID_CARD_SIZE[0];
  // The frame's inside, one pixel in from its stroke (anti-aliasing blends the edge).
  const frame = { left: (ID_CARD_PHOTO_BOX.x * scale) - 1, top: (ID_CARD_PHOTO_BOX.y * scale) - 1, right: ((ID_CARD_PHOTO_BOX.x + ID_CARD_PHOTO_BOX.w) * scale) + 1, bottom: ((ID_CARD_PHOTO_BOX.y + ID_CARD_PHOTO_BOX.h) * scale) + 1 };
  let outside = 0;
  let inside = 0;
  for (let y = 0; y < png.height; y++) {
    for (let x = 0; x < png.width; x++) {
      const i = (y * png.width + x) * 4;
      const magenta = png.data[i]! > 200 && png.data[i + 1]! < 60 && png.data[i + 2]! > 200;
      if (!magenta) continue;
      if (x >= frame.left && x <= frame.right && y >= frame.top && y <= frame.bottom) inside += 1;
      else outside += 1;
    }
  }
  const frameArea = (frame.right - frame.left - 2) * (frame.bottom - frame.top - 2);
  return { outside, insideShare: inside / frameArea };
}

describe("the ID card's photo", () => {
  for (const [shape, width, height] of [["tall", 120, 600], ["wide", 600, 120]] as const) {
    it(`stays inside its frame and fills it when the photo is ${shape}`, async () => {
      const pdf = await renderCertificatePdf("card", card("NFA-20931"), solidPng(width, height), print);
      const png = pdfToPng(pdf, DPI);
      mkdirSync(EVIDENCE, { recursive: true });
      writeFileSync(join(EVIDENCE, `id-card-${shape}-photo.png`), png);
      const { outside, insideShare } = magentaOf(PNG.sync.read(png));
      expect(outside).toBe(0);
      expect(insideShare).toBeGreaterThan(0.95);
    });
  }
});

describe("the ID card's NFA registration number", () => {
  it("is the holder's number when there is one", async () => {
    const text = pdfText(await renderCertificatePdf("card", card("NFA-20931"), null, print));
    expect(text).toContain("NFA REG. NO.\nNFA-20931");
  });

  it(`says "${NO_NFA_NUMBER}" for a holder without one, never a dash`, async () => {
    for (const nfa of [null, "", "  "]) {
      const lines = pdfText(await renderCertificatePdf("card", card(nfa), null, print)).split("\n");
      expect(lines[lines.indexOf("NFA REG. NO.") + 1]).toBe("Not yet assigned");
    }
  });
});
