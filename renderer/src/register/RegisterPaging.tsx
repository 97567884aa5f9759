import { Link } from "react-router-dom";
import { searchQuery, type RegisterSearch } from "./registerQuery.ts";

/**
 * Where the page stands ('Vessels 21 to 40 of 45, page 2 of 3') and links to the previous and next
 * pages, each an address of its own that keeps the search; shown only when there is more than one page.
 */
export function RegisterPaging({ search, pageSize, total }: { search: RegisterSearch; pageSize: number; total: number }) {
  const last = Math.max(1, Math.ceil(total / pageSize));
  if (last === 1 && search.page === 1) return null;
  const first = (search.page - 1) * pageSize + 1;
  const to = (page: number) => `/register-of-vessels?${searchQuery({ ...search, page }).toString()}`;
  return (
    <nav className="nfa-register__paging" aria-label="Pages of the register">
      <p className="govuk-body">
        {first <= total ? `Vessels ${first} to ${Math.min(total, search.page * pageSize)} of ${total}` : `No vessels on page ${search.page}`}, page {search.page} of {last}
      </p>
      <ul className="govuk-list nfa-register__pages">
        {search.page > 1 && (
          <li>
            <Link className="govuk-link" to={to(Math.min(search.page - 1, last))} rel="prev">
              Previous page
            </Link>
          </li>
        )}
        {search.page < last && (
          <li>
            <Link className="govuk-link" to={to(search.page + 1)} rel="next">
              Next page
            </Link>
          </li>
        )}
      </ul>
    </nav>
  );
}
