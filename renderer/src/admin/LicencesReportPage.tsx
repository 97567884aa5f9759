import { formatDate } from "../../../engine/dates/formatDate.ts";
import { useState } from "react";
import { Dialog } from "../accounts/Dialog.tsx";
import { DateField } from "../accounts/fields/DateField.tsx";
import { SelectField } from "../accounts/fields/SelectField.tsx";
import { TextField } from "../accounts/fields/TextField.tsx";
import { ApiError } from "../api/apiClient.ts";
import { useApi } from "../api/ApiProvider.tsx";
import type { IssuedCertificate } from "../dashboard/useIssuedCertificates.ts";
import { DataTable } from "./DataTable.tsx";
import { downloadReport } from "./downloadFile.ts";
import { LicenceDocuments } from "./LicenceDocuments.tsx";
import { LicenceStatusTag } from "./LicenceStatusTag.tsx";
import { LoadState } from "./LoadState.tsx";
import { OptionSelect } from "./OptionSelect.tsx";
import { RevokeCertificate } from "./RevokeCertificate.tsx";
import type { ReportOptions } from "../../../engine/api/reportContract.ts";
import { useAdminData } from "./useAdminData.ts";
import { STATUS_WORDS } from "../register/statusWords.ts";

type Filters = { app_type: string; start_date: string; end_date: string; transaction_number: string; status: string };
const EMPTY: Filters = { app_type: "", start_date: "", end_date: "", transaction_number: "", status: "" };
/** The status filter's choices: every licence, or those standing so on the portal's day, in the register's words (decision 0071). */
const STATUS_CHOICES = [{ value: "", label: "All" }, ...Object.entries(STATUS_WORDS).map(([value, words]) => ({ value, label: words.label }))];
const fullName = (c: IssuedCertificate) => [c.propertiesMap.FLIS_NameofApplicant, c.propertiesMap.FLIS_NameofApplicantMiddle, c.propertiesMap.FLIS_NameofApplicantLast].filter(Boolean).join(" ");

/**
 * /admin/licences (spec 000 §2): the issued licences by type, dates of issue, transaction number
 * and status on the portal's day (decision 0071: every suspended licence in one list), with
 * Submit and Download Report; View opens the Documents dialog.
 */
export function LicencesReportPage() {
  const api = useApi();
  const { data: options, error } = useAdminData<ReportOptions>("/admin/report-options");
  const [filters, setFilters] = useState<Filters>(EMPTY);
  const [certificates, setCertificates] = useState<IssuedCertificate[] | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const [viewing, setViewing] = useState<IssuedCertificate | null>(null);
  if (!options) return <LoadState error={error} />;
  const asked = () => {
    const id = options.types.find((t) => t.title === filters.app_type)?.app_type ?? "";
    return Object.fromEntries(Object.entries({ ...filters, app_type: id }).filter(([, v]) => v));
  };
  const bind = (key: keyof Filters) => ({ id: `licence-${key}`, value: filters[key], error: null, onChange: (value: string) => setFilters((f) => ({ ...f, [key]: value })) });
  const search = async () => {
    try {
      const found = await api.get<{ msg: string; certificates: IssuedCertificate[] }>(`/admin/licences?${new URLSearchParams(asked()).toString()}`);
      setCertificates(found.certificates);
      setMessage(found.msg);
    } catch (failure) {
      setMessage(failure instanceof ApiError ? failure.message : "The report could not be made");
    }
  };
  return (
    <>
      <h1 className="govuk-heading-xl">Licences Report</h1>
      <form
        className="nfa-admin-filters"
        aria-label="Licence filters"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void search();
        }}
      >
        <SelectField {...bind("app_type")} label="Application Type" options={options.types.map((t) => t.title)} />
        <DateField {...bind("start_date")} label="Issued From" />
        <DateField {...bind("end_date")} label="Issued To" />
        <TextField {...bind("transaction_number")} label="Transaction Number" />
        <OptionSelect id="licence-status" label="Status" value={filters.status} options={STATUS_CHOICES} onChange={(status) => setFilters((f) => ({ ...f, status }))} />
        <div className="govuk-button-group">
          <button type="submit" className="govuk-button">
            Submit
          </button>
          <button type="button" className="govuk-button govuk-button--secondary" onClick={() => void downloadReport(api, "/admin/search_licences", asked()).then(setMessage)}>
            Download Report
          </button>
        </div>
      </form>
      <div role="status">{message && <p className="govuk-body">{message}</p>}</div>
      {certificates && certificates.length > 0 && (
        <DataTable
          caption="Issued licences"
          rowHeader={0}
          headers={["Transaction #", "Licence", "Name", "Date of Issue", "Date of Expiration", "Status", "ID Card", "Documents", "Revocation"]}
          rows={certificates.map((c) => ({
            key: c.id,
            cells: [
              c.propertiesMap.FLIS_TransactionId,
              c.propertiesMap.FLIS_Licence,
              fullName(c),
              formatDate(c.propertiesMap.FLIS_DateofIssue),
              formatDate(c.propertiesMap.FLIS_DateofExpiration),
              <LicenceStatusTag key="status" certificate={c} />,
              c.has_id_card ? "Yes" : "No",
              <button key="view" type="button" className="govuk-button govuk-button--secondary govuk-!-margin-bottom-0" onClick={() => setViewing(c)}>
                View <span className="govuk-visually-hidden">documents of {c.propertiesMap.FLIS_TransactionId}</span>
              </button>,
              <RevokeCertificate key="revoke" certificate={{ id: c.id, transactionNumber: c.propertiesMap.FLIS_TransactionId, revoked_at: c.revoked_at ?? null }} onRevoked={(revoked_at) => setCertificates((all) => all?.map((o) => (o.id === c.id ? { ...o, revoked_at, status: "revoked" } : o)) ?? null)} />,
            ],
          }))}
        />
      )}
      {viewing && (
        <Dialog id="licence-documents" title="Documents" wide onClose={() => setViewing(null)}>
          <LicenceDocuments certificate={viewing} />
          <button type="button" className="govuk-button govuk-button--secondary" onClick={() => setViewing(null)}>
            Close
          </button>
        </Dialog>
      )}
    </>
  );
}
