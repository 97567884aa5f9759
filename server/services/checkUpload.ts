import { fileTypeFromBuffer } from "file-type";
import { HttpError } from "./HttpError.ts";

export const MAX_UPLOAD_BYTES = 20_971_520;
export const SIZE_MESSAGE = "File size should be greater than 0 KB and less then 20 MB";

/** The content types a file's magic bytes must show for each extension the definitions accept. */
const MAGIC: Record<string, string[]> = {
  ".pdf": ["application/pdf"],
  ".jpg": ["image/jpeg"],
  ".jpeg": ["image/jpeg"],
  ".png": ["image/png"],
  ".doc": ["application/x-cfb"],
  ".docx": ["application/vnd.openxmlformats-officedocument.wordprocessingml.document", "application/zip"],
};

const extensionOf = (name: string): string => {
  const dot = name.lastIndexOf(".");
  return dot >= 0 ? name.slice(dot).toLowerCase() : "";
};

/**
 * Checks an upload as spec 000 §5 says: more than 0 bytes and at most 20 MB, an extension in the
 * document's accept list, and (beyond the spec) content whose magic bytes match that extension,
 * so a renamed executable is not stored as a PDF. Answers the content type detected.
 */
export async function checkUpload(name: string, content: Buffer, accept: string[]): Promise<string> {
  if (content.length === 0 || content.length > MAX_UPLOAD_BYTES) throw new HttpError(413, SIZE_MESSAGE);
  const extension = extensionOf(name);
  if (!accept.includes(extension)) throw new HttpError(415, `Only ${accept.join(", ")} files are accepted`);
  // A view made with this realm's Uint8Array: file-type checks the type by instanceof.
  const detected = (await fileTypeFromBuffer(new Uint8Array(content.buffer, content.byteOffset, content.byteLength)))?.mime;
  const expected = MAGIC[extension];
  if (expected && (!detected || !expected.includes(detected))) throw new HttpError(415, `The file's content is not a ${extension} file. Only ${accept.join(", ")} files are accepted`);
  return detected ?? "application/octet-stream";
}
