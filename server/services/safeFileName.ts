/** Control characters (NUL included) and format characters: right-to-left marks, overrides, isolates, zero-width ones. */
const INVISIBLE = /[\p{Cc}\p{Cf}]/gu;
/** Anything but letters, marks, digits, space and . _ - ( ) + becomes an underscore (no HTML, no quotes). */
const UNSAFE = /[^\p{L}\p{M}\p{N} ._()+-]/gu;
const MAX_LENGTH = 120;

/**
 * The name an uploaded file is stored and shown under: its base name only (no folders, no `..`),
 * without control characters, NUL, right-to-left marks or markup, at most 120 characters, keeping
 * the extension the accept list judges (issue 13 finding 6, docs/decisions/0015). A name that
 * reduces to nothing becomes "file" with its extension.
 */
export function safeFileName(sent: string): string {
  const cleaned = sent.normalize("NFC").replace(INVISIBLE, "");
  const base = cleaned.slice(Math.max(cleaned.lastIndexOf("/"), cleaned.lastIndexOf("\\")) + 1);
  const safe = base.replace(UNSAFE, "_").replace(/\s+/g, " ").replace(/^[\s.]+|\s+$/g, "");
  const dot = safe.lastIndexOf(".");
  const extension = dot > 0 ? safe.slice(dot).slice(0, 16) : "";
  const stem = (dot > 0 ? safe.slice(0, dot) : safe).replace(/[\s.]+$/, "").slice(0, MAX_LENGTH - extension.length);
  return `${stem || "file"}${extension}`;
}
