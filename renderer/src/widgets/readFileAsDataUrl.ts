import { cleanFileName, FILE_TYPES, type UploadedFile } from "../../../engine/validation/uploadedFile.ts";

/** The spec's upload limit (spec 000 §9). */
export const MAX_FILE_BYTES = 20_971_520;
export const FILE_SIZE_MESSAGE = "File size should be greater than 0 KB and less then 20 MB";

/**
 * Checks a chosen file against an accept list and the size rule with the spec's messages, then
 * reads it as a data URL. Answers `{error}` instead of throwing: a refusal is an expected outcome.
 */
export async function readFileAsDataUrl(file: File, accept: string[]): Promise<{ dataUrl: string } | { error: string }> {
  const extension = file.name.includes(".") ? file.name.slice(file.name.lastIndexOf(".")).toLowerCase() : "";
  if (accept.length && !accept.includes(extension)) return { error: `Only ${accept.join(", ")} files are accepted` };
  if (file.size === 0 || file.size > MAX_FILE_BYTES) return { error: FILE_SIZE_MESSAGE };
  const dataUrl = await new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error("The file could not be read"));
    reader.readAsDataURL(file);
  });
  return { dataUrl };
}

/**
 * A file read as a data URL, in the spec's uploaded file value (spec 001 §3: name, content
 * (base64), contentType): the name as chosen (cleaned as the engine wants it), the media type of
 * its extension (browsers disagree on types such as image/pjpeg; the engine checks the content).
 */
export function toUploadedFile(name: string, dataUrl: string): UploadedFile {
  const clean = cleanFileName(name);
  const extension = clean.includes(".") ? clean.slice(clean.lastIndexOf(".")).toLowerCase() : "";
  const declared = /^data:([^;,]*)/.exec(dataUrl)?.[1] ?? "";
  return { name: clean, content: dataUrl.slice(dataUrl.indexOf(",") + 1), contentType: FILE_TYPES[extension]?.contentType ?? declared };
}
