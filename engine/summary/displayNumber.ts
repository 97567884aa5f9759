/** Groups the digits of a whole number in threes: 2000000 -> "2,000,000". */
const grouped = (whole: number): string => String(whole).replace(/\B(?=(\d{3})+(?!\d))/g, ",");

/** A number with thousands separators and its decimals as typed: 18250.5 -> "18,250.5". */
export function displayNumber(value: number): string {
  if (!Number.isFinite(value)) return String(value);
  const [whole = "0", fraction] = String(Math.abs(value)).split(".");
  return `${value < 0 ? "-" : ""}${grouped(Number(whole))}${fraction ? `.${fraction}` : ""}`;
}
