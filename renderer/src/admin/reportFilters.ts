import type { ReportOptions } from "../../../engine/api/reportContract.ts";

/** Spec 000 §3 'Report filters'; the type is held by its title as shown, status is a multi-select. */
export interface Filters {
  app_type: string;
  start_date: string;
  end_date: string;
  status: string[];
  payment_method: string;
  type_of_transaction: string;
  licence_type: string;
  commercial_category: string;
  recreational_licence_type: string;
}

/** The single-valued filters, each a select or date field. */
export type TextFilter = Exclude<keyof Filters, "status">;

export const EMPTY_FILTERS: Filters = { app_type: "", start_date: "", end_date: "", status: [], payment_method: "", type_of_transaction: "", licence_type: "", commercial_category: "", recreational_licence_type: "" };

/** Whether a licence type is commercial (the licence category applies) or recreational. */
export const isCommercial = (licenceType: string) => /^commercial/i.test(licenceType);
export const isRecreational = (licenceType: string) => /^recreational/i.test(licenceType);

/**
 * Changes one filter; choices that depend on it are cleared so no stale category is sent with a
 * type or licence type that does not have it (the server refuses those with 400).
 */
export function withFilter(filters: Filters, key: TextFilter, value: string): Filters {
  if (key === "app_type") return { ...EMPTY_FILTERS, start_date: filters.start_date, end_date: filters.end_date, status: filters.status, payment_method: filters.payment_method, app_type: value };
  if (key === "licence_type") return { ...filters, licence_type: value, commercial_category: "", recreational_licence_type: "" };
  return { ...filters, [key]: value };
}

/** The filters as the server reads them: the type by its id, empty ones left out. */
export function filtersBody(filters: Filters, options: ReportOptions): Record<string, string | string[]> {
  const appType = options.types.find((t) => t.title === filters.app_type)?.app_type ?? "";
  const entries = Object.entries({ ...filters, app_type: appType }).filter(([, v]) => v.length > 0);
  return Object.fromEntries(entries);
}

/** The same as a query string, status repeated once per choice. */
export function filtersQuery(filters: Filters, options: ReportOptions): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(filtersBody(filters, options))) for (const one of Array.isArray(value) ? value : [value]) query.append(key, one);
  return query.toString();
}
