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
