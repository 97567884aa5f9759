/**
 * An answer as one line of plain text: lists joined with commas, empty answers as null. A keyed
 * table (`{"food_fish": {"isEnabled": true, "sub_categories": ["Tilapia"]}}`) reads as the texts
 * of its rows, without their ticks, so a certificate lists the species ticked, not "true".
 */
export function plainAnswer(value: unknown): string | null {
  if (Array.isArray(value)) return value.map(plainAnswer).filter(Boolean).join(", ") || null;
  if (typeof value === "string") return value.trim() || null;
  if (typeof value === "number" || typeof value === "boolean") return String(value);
  if (value !== null && typeof value === "object") return plainAnswer(Object.values(value).filter((v) => typeof v !== "boolean"));
  return null;
}
