import { useEffect, useState } from "react";
import { SelectField } from "../accounts/fields/SelectField.tsx";
import { TextField } from "../accounts/fields/TextField.tsx";
import { ApiError } from "../api/apiClient.ts";
import { useApi } from "../api/ApiProvider.tsx";
import { downloadReport } from "./downloadFile.ts";
import { ReportTable, type ReportRow } from "./ReportTable.tsx";
import { TransactionDetailDialog } from "./TransactionDetailDialog.tsx";

interface TypeOptions {
  app_type: string;
  title: string;
  licence_types: string[];
  commercial_categories: string[];
  recreational_licence_types: string[];
  types_of_transaction: string[];
}
interface Options {
  statuses: string[];
  payment_methods: string[];
  types: TypeOptions[];
}
interface Month {
  month: string;
  label: string;
  count: number;
}
type Filters = Record<"app_type" | "start_date" | "end_date" | "status" | "payment_method" | "type_of_transaction" | "licence_type" | "commercial_category" | "recreational_licence_type", string>;
const EMPTY: Filters = { app_type: "", start_date: "", end_date: "", status: "", payment_method: "", type_of_transaction: "", licence_type: "", commercial_category: "", recreational_licence_type: "" };

const query = (filters: Filters) => new URLSearchParams(Object.entries(filters).filter(([, v]) => v)).toString();
const body = (filters: Filters) => Object.fromEntries(Object.entries(filters).filter(([, v]) => v).map(([k, v]) => [k, k === "status" ? [v] : v]));
/** The form shows types by title; the server is asked by type id. */
const withTypeId = (filters: Filters, type: TypeOptions | undefined): Filters => ({ ...filters, app_type: type?.app_type ?? "" });

/**
 * /admin/transactions (spec 000 §2, §3 'Report filters'): the filter form (application type
 * required; licence category only for a commercial licence type, the recreational type only for a
 * recreational one), the results, Download Report as a spreadsheet, the twelve month buttons and
 * the 'Transaction Detailed View'.
 */
export function TransactionsReportPage() {
  const api = useApi();
  const [options, setOptions] = useState<Options | null>(null);
  const [months, setMonths] = useState<Month[]>([]);
  const [filters, setFilters] = useState<Filters>(EMPTY);
  const [checked, setChecked] = useState(false);
  const [rows, setRows] = useState<ReportRow[] | null>(null);
  const [caption, setCaption] = useState("Results");
  const [message, setMessage] = useState<string | null>(null);
  const [viewing, setViewing] = useState<number | null>(null);
  useEffect(() => {
    void api.get<Options>("/admin/report-options").then(setOptions);
    void api.get<{ months: Month[] }>("/admin/transactions/months").then((m) => setMonths(m.months));
  }, [api]);
  if (!options) return <p className="govuk-body" role="status">Loading…</p>;
  const type = options.types.find((t) => t.title === filters.app_type);
  const set = (key: keyof Filters) => (value: string) => setFilters((f) => ({ ...f, [key]: value, ...(key === "app_type" ? { licence_type: "", commercial_category: "", recreational_licence_type: "", type_of_transaction: "" } : {}), ...(key === "licence_type" ? { commercial_category: "", recreational_licence_type: "" } : {}) }));
  const bind = (key: keyof Filters) => ({ id: `filter-${key}`, value: filters[key], error: null, onChange: set(key) });
  const appTypeError = checked && !filters.app_type ? "This field is required" : null;
  const commercial = /commercial/i.test(filters.licence_type);
  const recreational = /recreational/i.test(filters.licence_type);

  const search = async () => {
    setChecked(true);
    if (!filters.app_type) return;
    try {
      const found = await api.get<{ msg: string; transactions: ReportRow[] }>(`/admin/transactions?${query(withTypeId(filters, type))}`);
      setRows(found.transactions);
      setCaption(`Results for ${filters.app_type}`);
      setMessage(found.msg);
    } catch (error) {
      setMessage(error instanceof ApiError ? error.message : "The report could not be made");
    }
  };
  const download = async () => {
    setChecked(true);
    if (filters.app_type) setMessage(await downloadReport(api, "/admin/search_transactions", body(withTypeId(filters, type))));
  };
  const showMonth = async (month: Month) => {
    const found = await api.get<{ msg: string; transactions: ReportRow[] }>(`/admin/transactions/months/${month.month}`);
    setRows(found.transactions);
    setCaption(`Transactions of ${month.label}`);
    setMessage(found.msg);
  };

  return (
    <>
      <h1 className="govuk-heading-xl">Transactions Report</h1>
      <form
        className="nfa-admin-filters"
        noValidate
        aria-label="Report filters"
        onSubmit={(event) => {
          event.preventDefault();
          void search();
        }}
      >
        <SelectField {...bind("app_type")} error={appTypeError} label="Application Type" required options={options.types.map((t) => t.title)} />
        <TextField {...bind("start_date")} label="Start Date" type="date" />
        <TextField {...bind("end_date")} label="End Date" type="date" />
        <SelectField {...bind("status")} label="Status" options={options.statuses} />
        <SelectField {...bind("payment_method")} label="Payment Method" options={options.payment_methods} />
        {type && type.types_of_transaction.length > 0 && <SelectField {...bind("type_of_transaction")} label="Type of Transaction" options={type.types_of_transaction} />}
        {type && type.licence_types.length > 0 && <SelectField {...bind("licence_type")} label="Licence Type" options={type.licence_types} />}
        {type && commercial && type.commercial_categories.length > 0 && <SelectField {...bind("commercial_category")} label="Licence Category" options={type.commercial_categories} />}
        {type && recreational && type.recreational_licence_types.length > 0 && <SelectField {...bind("recreational_licence_type")} label="Recreational Licence Type" options={type.recreational_licence_types} />}
        <div className="govuk-button-group">
          <button type="submit" className="govuk-button">
            Submit
          </button>
          <button type="button" className="govuk-button govuk-button--secondary" onClick={() => void download()}>
            Download Report
          </button>
        </div>
      </form>
      <nav aria-label="Transactions by month" className="nfa-admin-months">
        {months.map((month) => (
          <button key={month.month} type="button" className="govuk-button govuk-button--secondary" onClick={() => void showMonth(month)}>
            {month.label}
          </button>
        ))}
      </nav>
      {message && (
        <p className="govuk-body" role="status">
          {message}
        </p>
      )}
      {rows && (
        <ReportTable
          caption={caption}
          rows={rows}
          action={(row) => (
            <button type="button" className="govuk-button govuk-button--secondary govuk-!-margin-bottom-0" onClick={() => setViewing(row.id)} aria-label={`View ${row.transaction_number}`}>
              <span aria-hidden="true">👁</span> View
            </button>
          )}
        />
      )}
      {viewing !== null && <TransactionDetailDialog id={viewing} onClose={() => setViewing(null)} />}
    </>
  );
}
