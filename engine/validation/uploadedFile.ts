/** A file uploaded inside the answers, in the spec's shape (spec 001 §3 'Uploaded file value'). */
export interface UploadedFile {
  name: string;
  /** The file's bytes, base64. */
  content: string;
  contentType: string;
}

/** The media type of each extension an in-form upload may accept, and how its content starts (base64 of its magic bytes). */
export const FILE_TYPES: Readonly<Record<string, { contentType: string; starts: string }>> = {
  ".pdf": { contentType: "application/pdf", starts: "JVBER" },
  ".png": { contentType: "image/png", starts: "iVBORw0KGgo" },
  ".jpg": { contentType: "image/jpeg", starts: "/9j/" },
  ".jpeg": { contentType: "image/jpeg", starts: "/9j/" },
};

const NAME_LIMIT = 255;
const BASE64 = /^[A-Za-z0-9+/]+={0,2}$/;
const extensionOf = (name: string) => (name.includes(".") ? name.slice(name.lastIndexOf(".")).toLowerCase() : "");

/**
 * A file's name as an upload inside the answers keeps it: Unicode-normalised, without control
 * or format characters (NUL, right-to-left overrides) and without any path, as the Documents
 * page keeps names (docs/decisions/0015). The browser stores this; the engine refuses other names.
 */
export function cleanFileName(name: string): string {
  const base = name.normalize("NFC").replace(/[\p{Cc}\p{Cf}]/gu, "").split(/[/\\]/).pop() ?? "";
  return base.trim();
}

/** Whether a value has the shape of an uploaded file: exactly `name`, `content` and `contentType`, all text. */
export function isUploadedFile(value: unknown): value is UploadedFile {
  if (value === null || typeof value !== "object" || Array.isArray(value)) return false;
  const keys = Object.keys(value).sort();
  const file = value as Record<string, unknown>;
  return keys.join() === "content,contentType,name" && typeof file.name === "string" && typeof file.content === "string" && typeof file.contentType === "string";
}

/**
 * Whether a value is an uploaded file the accept list allows: the spec's shape, a clean name
 * (`cleanFileName`) of at most 255 characters whose extension is accepted, the media type of
 * that extension, and base64 content that starts as such a file does (a program renamed .pdf is
 * refused, as the Documents page's magic-byte check refuses it).
 */
export function acceptsUpload(value: unknown, accept: readonly string[]): boolean {
  if (!isUploadedFile(value)) return false;
  const extension = extensionOf(value.name);
  const type = accept.includes(extension) ? FILE_TYPES[extension] : undefined;
  if (!type || value.name === "" || value.name.length > NAME_LIMIT || cleanFileName(value.name) !== value.name) return false;
  return value.contentType === type.contentType && value.content.length % 4 === 0 && value.content.startsWith(type.starts) && BASE64.test(value.content);
}
