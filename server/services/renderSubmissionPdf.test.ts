import { execFileSync } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { FILES } from "../testing/scenarioAnswers.ts";
import { renderSubmissionPdf } from "./renderSubmissionPdf.ts";
import type { SubmissionView } from "./submissionView.ts";

const OUT = mkdtempSync(join(tmpdir(), "submission-render-"));
const signed = (src: string): SubmissionView => ({
  title: "Fisher Licence",
  transNumber: "NFA-2026-000001",
  submittedAt: "2026-11-22T19:05:00.000Z",
  status: "Application Received by the NFA",
  sections: [{ id: "declaration", title: "Declaration of Knowledge - Form", stage: "form", statement: "I declare that the information given in this application is true.", rows: [{ field: "signature_draw_path", label: "Draw Signature", value: { kind: "image", text: "Image attached", src }, stage: "form", sectionId: "declaration" }] }],
  documents: [],
  fees: { currency: "JMD", lines: [], total: 0 },
  payments: [],
  whatHappensNext: null,
  footer: "Version 1.0 November 2021",
  version: "rules version 2026.11.1, applied on 22 November 2026",
});

/** The images a PDF holds and its text, as poppler reads them. */
function read(pdf: Buffer, name: string): { images: number; text: string } {
  const file = join(OUT, `${name}.pdf`);
  writeFileSync(file, pdf);
  const listed = execFileSync("pdfimages", ["-list", file], { encoding: "utf8" }).trim().split("\n").slice(2);
  return { images: listed.length, text: execFileSync("pdftotext", ["-raw", file, "-"], { encoding: "utf8" }) };
}

describe("the submission PDF's declaration", () => {
  it("draws the signature kept as an image data URL, under the statement declared", async () => {
    const { images, text } = read(await renderSubmissionPdf(signed(`data:image/png;base64,${FILES.png.toString("base64")}`)), "drawn");
    expect(images).toBeGreaterThanOrEqual(1);
    expect(text).toContain("I declare that the information given in this application is true.");
    expect(text).not.toContain("Image attached");
  });

  it("names a signature it cannot draw instead of failing the download", async () => {
    const { images, text } = read(await renderSubmissionPdf(signed("data:image/png;base64,iVBORw0KGgo=")), "undrawn");
    expect(images).toBe(0);
    expect(text).toContain("Draw Signature");
    expect(text).toContain("Image attached");
  });

  it("fills each page before starting the next, also when a long answer runs over a page break", async () => {
    const entries = Array.from({ length: 6 }, (_, i) => ({ label: `Part ${i + 1}`, value: { kind: "text" as const, text: `value ${i + 1}` } }));
    const rows = Array.from({ length: 40 }, (_, i) => ({ field: `f${i}`, label: `Question ${i + 1}`, value: { kind: "list" as const, entries: [{ label: "Group", value: { kind: "list" as const, entries } }] }, stage: "form" as const, sectionId: "page" }));
    const view: SubmissionView = { ...signed("data:image/png;base64,iVBORw0KGgo="), sections: [{ id: "page", title: "Application Form", stage: "form", rows }] };
    const file = join(OUT, "long.pdf");
    writeFileSync(file, await renderSubmissionPdf(view));
    const pages = Number(/Pages:\s+(\d+)/.exec(execFileSync("pdfinfo", [file], { encoding: "utf8" }))?.[1]);
    const linesOn = (page: number) => execFileSync("pdftotext", ["-f", String(page), "-l", String(page), "-raw", file, "-"], { encoding: "utf8" }).split("\n").filter((l) => l.trim()).length;
    expect(pages).toBeGreaterThan(1);
    for (let page = 1; page < pages; page += 1) expect(linesOn(page), `lines on page ${page} of ${pages}`).toBeGreaterThan(30);
  });
});

describe("the submission PDF's fees", () => {
  it("says under a rate's label how its amount was made (decision 0053)", async () => {
    const working = "1,000 kg at JMD 2.00 per kg + 1,500 kg at JMD 1.50 per kg = JMD 4,250.00, capped at JMD 4,000.00";
    const view = { ...signed("data:image/png;base64,iVBORw0KGgo="), fees: { currency: "JMD", lines: [{ label: "Landing levy", amount: 400000, working }], total: 400000 } };
    const { text } = read(await renderSubmissionPdf(view), "rate");
    expect(text.replace(/\s+/g, " ")).toContain(`Landing levy ${working} JMD 4,000.00`);
  });
});
