import { describe, expect, it } from "vitest";
import { acceptsUpload, cleanFileName, isUploadedFile } from "./uploadedFile.ts";

const ACCEPT = [".pdf", ".jpg", ".jpeg", ".png"];
const pdf = { name: "certificate.pdf", content: "JVBERi0xLjQK", contentType: "application/pdf" };

describe("an uploaded file value (spec 001 §3: name, content (base64), contentType)", () => {
  it("accepts the spec's shape of an accepted type, whatever the case of its extension", () => {
    expect(acceptsUpload(pdf, ACCEPT)).toBe(true);
    expect(acceptsUpload({ ...pdf, name: "MAJ Certificate (2024).PDF" }, ACCEPT)).toBe(true);
    expect(acceptsUpload({ name: "photo.jpeg", content: "/9j/4AAQSkZJRg==", contentType: "image/jpeg" }, ACCEPT)).toBe(true);
  });

  it("refuses a data URL, a name alone, another shape, extra keys, or a type outside the accept list", () => {
    expect(acceptsUpload("data:application/pdf;base64,JVBERi0xLjQK", ACCEPT)).toBe(false);
    expect(acceptsUpload("certificate.pdf", ACCEPT)).toBe(false);
    expect(isUploadedFile({ ...pdf, size: 9 })).toBe(false);
    expect(acceptsUpload({ name: "certificate.pdf", content: "JVBERi0xLjQK" }, ACCEPT)).toBe(false);
    expect(acceptsUpload(pdf, [".png"])).toBe(false);
    expect(acceptsUpload({ ...pdf, name: "setup.exe" }, ACCEPT)).toBe(false);
  });

  it("refuses a media type or content that is not the extension's, and content that is not base64", () => {
    expect(acceptsUpload({ ...pdf, contentType: "image/png" }, ACCEPT)).toBe(false);
    expect(acceptsUpload({ ...pdf, content: "TVqQAAMAAAAEAAAA//8AAA==" }, ACCEPT)).toBe(false);
    expect(acceptsUpload({ ...pdf, content: "JVBERi0x%%%" }, ACCEPT)).toBe(false);
    expect(acceptsUpload({ ...pdf, name: `${"x".repeat(252)}.pdf` }, ACCEPT)).toBe(false);
  });

  it("keeps a clean name only: no path, no control or right-to-left characters", () => {
    expect(cleanFileName("C:\\fakepath\\maj\u202Efdp.pdf")).toBe("majfdp.pdf");
    expect(cleanFileName(" ../certificate.pdf ")).toBe("certificate.pdf");
    expect(acceptsUpload({ ...pdf, name: "../certificate.pdf" }, ACCEPT)).toBe(false);
    expect(acceptsUpload({ ...pdf, name: "cert\u0000.pdf" }, ACCEPT)).toBe(false);
  });
});
