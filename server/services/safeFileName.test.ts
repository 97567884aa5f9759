import { describe, expect, it } from "vitest";
import { safeFileName } from "./safeFileName.ts";

describe("safeFileName keeps stored file names harmless", () => {
  it.each([
    ["licence.pdf", "licence.pdf"],
    ["../../etc/passwd.pdf", "passwd.pdf"],
    ["..\\..\\windows\\boot.png", "boot.png"],
    ["<img src=x onerror=alert(1)>.png", "_img src_x onerror_alert(1)_.png"],
    ["evil\u0000.pdf", "evil.pdf"],
    ["photo\u202Egnp.exe", "photognp.exe"],
    ["..pdf", "pdf"],
    ["...", "file"],
    ["/", "file"],
    ["Résumé de Marcia.pdf", "Résumé de Marcia.pdf"],
    [`${"a".repeat(300)}.pdf`, `${"a".repeat(116)}.pdf`],
  ])("%j is stored as %j", (sent, stored) => {
    expect(safeFileName(sent)).toBe(stored);
  });
});
