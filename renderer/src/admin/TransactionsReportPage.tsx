import { useState } from "react";
import type { ReportOptions, ReportRow, TransactionsAnswer } from "../../../engine/api/reportContract.ts";
import { ErrorSummaryBox } from "../theme/ErrorSummaryBox.tsx";
import { ApiError } from "../api/apiClient.ts";
import { useApi } from "../api/ApiProvider.tsx";
import { downloadReport } from "./downloadFile.ts";
import { LoadState } from "./LoadState.tsx";
import { MonthButtons, type Month } from "./MonthButtons.tsx";
import { MonthChart } from "./MonthChart.tsx";
import { EMPTY_FILTERS, filtersBody, filtersQuery, type Filters } from "./reportFilters.ts";
import { ReportTable } from "./ReportTable.tsx";
import { TransactionDetailDialog } from "./TransactionDetailDialog.tsx";
import { TransactionFilters } from "./TransactionFilters.tsx";
import { useAdminData } from "./useAdminData.ts";

/**
 * /admin/transactions (spec 000 §2): the filter form, the results, Download Report as a
 * spreadsheet, a chart of the twelve months by type and the twelve month buttons each showing
 * that month's data (one answer feeds both), and the 'Transaction
 * Detailed View' opened from each row's eye button.
 */
export function TransactionsReportPage() {
  const api = useApi();
  const { data: options, error } = useAdminData<ReportOptions>("/admin/report-options");
  const { data: months } = useAdminData<{ months: Month[] }>("/admin/transactions/months");
  const [filters, setFilters] = useState<Filters>(EMPTY_FILTERS);
  const [checked, setChecked] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const [results, setResults] = useState<{ caption: string; rows: ReportRow[]; month: string | null } | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const [viewing, setViewing] = useState<number | null>(null);
  if (!options) return <LoadState error={error} />;

  const show = async (path: string, caption: string, month: string | null) => {
    try {
      const found = await api.get<TransactionsAnswer>(path);
      setResults({ caption, rows: found.transactions, month });
      setMessage(found.msg);
    } catch (failure) {
      setMessage(failure instanceof ApiError ? failure.message : "The report could not be made");
    }
  };
  // The type is required for both Submit and Download Report ('This field is required').
  const appTypeError = checked && !filters.app_type ? "This field is required" : null;
  const whenTypeChosen = (action: () => Promise<void>) => {
    setChecked(true);
    setAttempt((n) => n + 1);
    if (filters.app_type) void action();
  };

  return (
    <>
      <h1 className="govuk-heading-xl">Transactions Report</h1>
      <ErrorSummaryBox problems={appTypeError ? [{ message: appTypeError, field: "filter-app_type", name: "Application Type" }] : []} attempt={attempt} />
      <TransactionFilters
        options={options}
        filters={filters}
        onChange={setFilters}
        appTypeError={appTypeError}
        onSubmit={() => whenTypeChosen(() => show(`/admin/transactions?${filtersQuery(filters, options)}`, `Results for ${filters.app_type}`, null))}
        onDownload={() => whenTypeChosen(async () => setMessage(await downloadReport(api, "/admin/search_transactions", filtersBody(filters, options))))}
      />
      <MonthChart months={months?.months ?? []} types={options.types} />
      <MonthButtons months={months?.months ?? []} shown={results?.month ?? null} onShow={(month) => void show(`/admin/transactions/months/${month.month}`, `Transactions of ${month.label}`, month.month)} />
      <div role="status">{message && <p className="govuk-body">{message}</p>}</div>
      {results && (
        <ReportTable
          caption={results.caption}
          rows={results.rows}
          action={(row) => (
            <button type="button" className="govuk-button govuk-button--secondary govuk-!-margin-bottom-0 nfa-admin-eye" onClick={() => setViewing(row.id)}>
              <span aria-hidden="true">👁</span>
              <span className="govuk-visually-hidden">View {row.transaction_number}</span>
            </button>
          )}
        />
      )}
      {viewing !== null && <TransactionDetailDialog id={viewing} onClose={() => setViewing(null)} />}
    </>
  );
}
