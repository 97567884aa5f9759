/** Thousands separators and exactly two decimals, whatever the runtime's locale. */
const AMOUNT = new Intl.NumberFormat("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/**
 * An amount of integer cents as people read it, without the currency: 2,000.00. For sentences
 * that name the currency once; everywhere else use `formatMoney`.
 */
export const formatAmount = (cents: number): string => AMOUNT.format(cents / 100);

/**
 * Money as the portal shows it everywhere (issue 14: one format): the currency code, a space, the
 * amount with thousands separators and two decimals, from integer cents: JMD 2,000.00.
 */
export const formatMoney = (cents: number, currency = "JMD"): string => `${currency} ${formatAmount(cents)}`;
