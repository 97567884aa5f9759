import { useSearchParams } from "react-router-dom";
import type { CaseQueuePage } from "../../../engine/cases/caseQueueContract.ts";
import { apiQuery, filtersQuery, readFilters, type QueueFilters } from "./caseQueueQuery.ts";
import { CaseQueueFilters } from "./CaseQueueFilters.tsx";
import { CaseQueueTable } from "./CaseQueueTable.tsx";
import { LoadState } from "./LoadState.tsx";
import { QueuePaging } from "./QueuePaging.tsx";
import { useAdminData } from "./useAdminData.ts";

/**
 * /admin/cases, the case queue (issue 7, decision 0007; the workspace of issue 17, decision
 * 0037): submitted applications, oldest first unless sorted otherwise, searched by transaction
 * number or name and filtered by type, status, age and assignee, a page at a time, all done by
 * the server. Each case opens on its own page by its transaction number, where it is worked.
 */
export function CasesPage() {
  const [params, setParams] = useSearchParams();
  const filters = readFilters(params);
  const options = useAdminData<{ statuses: string[]; types: Array<{ app_type: string; title: string }> }>("/admin/report-options");
  const { data, error } = useAdminData<CaseQueuePage>(`/admin/cases?${apiQuery(filters)}`);
  const go = (next: QueueFilters) => setParams(filtersQuery(next));
  return (
    <>
      <h1 className="govuk-heading-xl">Case Processing</h1>
      <p className="govuk-body">Applications submitted to the Authority. Open a case by its transaction number to see it whole, assign it, and move it on.</p>
      {options.data ? <CaseQueueFilters key={params.toString()} filters={filters} types={options.data.types} statuses={options.data.statuses} onSearch={go} /> : <LoadState error={options.error} />}
      {!data ? (
        <LoadState error={error} />
      ) : (
        <>
          <p className="govuk-body" role="status">
            {data.total === 0 ? "No cases match" : data.msg}
          </p>
          {data.cases.length > 0 && <CaseQueueTable rows={data.cases} sort={filters.sort} direction={filters.direction} onSort={(sort, direction) => go({ ...filters, sort, direction, page: 1 })} />}
          <QueuePaging page={data.page} pageSize={data.page_size} total={data.total} onPage={(page) => go({ ...filters, page })} />
        </>
      )}
    </>
  );
}
