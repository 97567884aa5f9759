/**
 * Previous and next page of the queue, with where the page stands ('Cases 26 to 50 of 73'); the
 * buttons show only where there is a page to go to.
 */
export function QueuePaging({ page, pageSize, total, onPage }: { page: number; pageSize: number; total: number; onPage: (page: number) => void }) {
  const last = Math.max(1, Math.ceil(total / pageSize));
  if (total <= pageSize && page === 1) return null;
  const first = (page - 1) * pageSize + 1;
  return (
    <nav className="nfa-queue-paging" aria-label="Pages of cases">
      <p className="govuk-body">
        {first <= total ? `Cases ${first} to ${Math.min(total, page * pageSize)} of ${total}` : `No cases on page ${page}`}, page {page} of {last}
      </p>
      <div className="govuk-button-group">
        {page > 1 && (
          <button type="button" className="govuk-button govuk-button--secondary" onClick={() => onPage(Math.min(page - 1, last))}>
            Previous page
          </button>
        )}
        {page < last && (
          <button type="button" className="govuk-button govuk-button--secondary" onClick={() => onPage(page + 1)}>
            Next page
          </button>
        )}
      </div>
    </nav>
  );
}
