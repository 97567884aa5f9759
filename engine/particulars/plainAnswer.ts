/** An answer as one line of plain text: lists joined with commas, empty answers as null. */
export function plainAnswer(value: unknown): string | null {
  if (Array.isArray(value)) return value.map(plainAnswer).filter(Boolean).join(", ") || null;
  if (typeof value === "string") return value.trim() || null;
  if (typeof value === "number" || typeof value === "boolean") return String(value);
  return null;
}
