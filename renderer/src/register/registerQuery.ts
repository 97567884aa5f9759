import { REGISTER_QUERY_MAX, REGISTER_STATUSES, type RegisterStatus } from "../../../engine/api/vesselRegisterContract.ts";

/** The register's search as the page's address holds it, so a reload, Back or a shared link keeps it. */
export interface RegisterSearch {
  q: string;
  status: RegisterStatus | "";
  page: number;
}

/** The search of an address's query; a value the server would refuse falls back to the default. */
export function readSearch(params: URLSearchParams): RegisterSearch {
  const status = params.get("status") ?? "";
  const page = Number(params.get("page"));
  return {
    q: (params.get("q") ?? "").slice(0, REGISTER_QUERY_MAX),
    status: (REGISTER_STATUSES as readonly string[]).includes(status) ? (status as RegisterStatus) : "",
    page: Number.isInteger(page) && page > 0 && page <= 10000 ? page : 1,
  };
}

/** The address query of a search (and the API's: the same names), leaving out what is at its default. */
export function searchQuery(search: RegisterSearch): URLSearchParams {
  const params = new URLSearchParams();
  if (search.q.trim()) params.set("q", search.q.trim());
  if (search.status) params.set("status", search.status);
  if (search.page > 1) params.set("page", String(search.page));
  return params;
}
