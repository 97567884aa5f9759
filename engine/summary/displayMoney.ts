/** Groups the digits of a whole number in threes: 2000000 -> "2,000,000". */
const grouped = (whole: number): string => String(whole).replace(/\B(?=(\d{3})+(?!\d))/g, ",");

/**
 * Money as the portal shows it everywhere: "JMD 2,000.00" (currency code, a space, thousands
 * separators, two decimals; issue 14). Amounts are integer cents, as the fee schedule keeps them.
 */
export function displayMoney(cents: number, currency = "JMD"): string {
  const sign = cents < 0 ? "-" : "";
  const abs = Math.round(Math.abs(cents));
  return `${currency} ${sign}${grouped(Math.floor(abs / 100))}.${String(abs % 100).padStart(2, "0")}`;
}

/** A number with thousands separators and its decimals as typed: 18250.5 -> "18,250.5". */
export function displayNumber(value: number): string {
  if (!Number.isFinite(value)) return String(value);
  const [whole = "0", fraction] = String(Math.abs(value)).split(".");
  return `${value < 0 ? "-" : ""}${grouped(Number(whole))}${fraction ? `.${fraction}` : ""}`;
}
