import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

/**
 * The first page of a PDF as a PNG, drawn by Debian's pdftoppm (poppler-utils), the way a
 * reader's viewer would draw it: what a test decodes the QR code from, and what a person looks at.
 */
export function pdfToPng(pdf: Buffer, dpi = 150): Buffer {
  const dir = mkdtempSync(join(tmpdir(), "pdf-png-"));
  try {
    writeFileSync(join(dir, "in.pdf"), pdf);
    const run = spawnSync("pdftoppm", ["-png", "-r", String(dpi), "-f", "1", "-l", "1", "-singlefile", join(dir, "in.pdf"), join(dir, "out")], { encoding: "utf8" });
    if (run.error || run.status !== 0) throw new Error(`pdftoppm failed (is poppler-utils installed?): ${run.error?.message ?? run.stderr}`);
    return readFileSync(join(dir, "out.png"));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
