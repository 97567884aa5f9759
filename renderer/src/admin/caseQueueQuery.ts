import { CASE_SORTS, type CaseQueueQuery, type CaseSort } from "../../../engine/cases/caseQueueContract.ts";

/** The age filter's choices, in whole days since submission (decision 0037): each a bound pair. */
export const AGE_BUCKETS: ReadonlyArray<{ value: string; label: string; min?: number; max?: number }> = [
  { value: "", label: "Any age" },
  { value: "0-7", label: "Up to 7 days", max: 7 },
  { value: "8-30", label: "8 to 30 days", min: 8, max: 30 },
  { value: "31-90", label: "31 to 90 days", min: 31, max: 90 },
  { value: "91-", label: "More than 90 days", min: 91 },
];

/** The queue's filters as the page's address holds them, so a reload or Back keeps them. */
export interface QueueFilters {
  q: string;
  app_type: string;
  status: string[];
  age: string;
  assigned_to: string;
  page: number;
  sort: CaseSort;
  direction: "asc" | "desc";
}

/** The rows one page shows. */
export const PAGE_SIZE = 25;

/** The filters of an address's query (a value the server would refuse falls back to the default). */
export function readFilters(params: URLSearchParams): QueueFilters {
  const sort = params.get("sort") ?? "";
  const page = Number(params.get("page"));
  return {
    q: params.get("q") ?? "",
    app_type: params.get("app_type") ?? "",
    status: params.getAll("status"),
    age: AGE_BUCKETS.some((b) => b.value === params.get("age")) ? String(params.get("age")) : "",
    assigned_to: params.get("assigned_to") ?? "",
    page: Number.isInteger(page) && page > 0 ? page : 1,
    sort: (CASE_SORTS as readonly string[]).includes(sort) ? (sort as CaseSort) : "submitted_on",
    direction: params.get("direction") === "desc" ? "desc" : "asc",
  };
}

/** The address query of filters, leaving out what is at its default. */
export function filtersQuery(filters: QueueFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.q.trim()) params.set("q", filters.q.trim());
  if (filters.app_type) params.set("app_type", filters.app_type);
  for (const status of filters.status) params.append("status", status);
  if (filters.age) params.set("age", filters.age);
  if (filters.assigned_to) params.set("assigned_to", filters.assigned_to);
  if (filters.page > 1) params.set("page", String(filters.page));
  if (filters.sort !== "submitted_on") params.set("sort", filters.sort);
  if (filters.direction !== "asc") params.set("direction", filters.direction);
  return params;
}

/** The API's query (GET /api/admin/cases) of the page's filters. */
export function apiQuery(filters: QueueFilters): string {
  const bucket = AGE_BUCKETS.find((b) => b.value === filters.age);
  const query: CaseQueueQuery = { page: filters.page, page_size: PAGE_SIZE, sort: filters.sort, direction: filters.direction };
  const params = new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]));
  if (filters.q.trim()) params.set("q", filters.q.trim());
  if (filters.app_type) params.set("app_type", filters.app_type);
  for (const status of filters.status) params.append("status", status);
  if (bucket?.min !== undefined) params.set("min_age_days", String(bucket.min));
  if (bucket?.max !== undefined) params.set("max_age_days", String(bucket.max));
  if (filters.assigned_to) params.set("assigned_to", filters.assigned_to);
  return params.toString();
}
