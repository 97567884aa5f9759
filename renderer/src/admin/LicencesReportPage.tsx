import { useEffect, useState } from "react";
import { Dialog } from "../accounts/Dialog.tsx";
import { SelectField } from "../accounts/fields/SelectField.tsx";
import { TextField } from "../accounts/fields/TextField.tsx";
import { ApiError } from "../api/apiClient.ts";
import { useApi } from "../api/ApiProvider.tsx";
import { CertificatesTable } from "../dashboard/CertificatesTable.tsx";
import type { IssuedCertificate } from "../dashboard/useIssuedCertificates.ts";
import { DataTable } from "./DataTable.tsx";
import { downloadReport } from "./downloadFile.ts";

type Filters = { app_type: string; start_date: string; end_date: string; transaction_number: string };
const EMPTY: Filters = { app_type: "", start_date: "", end_date: "", transaction_number: "" };

/**
 * /admin/licences (spec 000 §2): the issued licences by type, dates and transaction number, with
 * Download Report; View opens the Documents dialog: Preview/Download Licence and, where an ID card
 * was issued with it (fisher licences), Preview/Download ID Card.
 */
export function LicencesReportPage() {
  const api = useApi();
  const [types, setTypes] = useState<Array<{ app_type: string; title: string }>>([]);
  const [filters, setFilters] = useState<Filters>(EMPTY);
  const [certificates, setCertificates] = useState<IssuedCertificate[] | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const [viewing, setViewing] = useState<IssuedCertificate | null>(null);
  useEffect(() => {
    void api.get<{ types: Array<{ app_type: string; title: string }> }>("/admin/report-options").then((o) => setTypes(o.types));
  }, [api]);
  const asked = () => {
    const id = types.find((t) => t.title === filters.app_type)?.app_type ?? "";
    return Object.fromEntries(Object.entries({ ...filters, app_type: id }).filter(([, v]) => v));
  };
  const bind = (key: keyof Filters) => ({ id: `licence-${key}`, value: filters[key], error: null, onChange: (value: string) => setFilters((f) => ({ ...f, [key]: value })) });
  const search = async () => {
    try {
      const found = await api.get<{ msg: string; certificates: IssuedCertificate[] }>(`/admin/licences?${new URLSearchParams(asked()).toString()}`);
      setCertificates(found.certificates);
      setMessage(found.msg);
    } catch (error) {
      setMessage(error instanceof ApiError ? error.message : "The report could not be made");
    }
  };
  const download = async () => setMessage(await downloadReport(api, "/admin/search_licences", asked()));
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
        <SelectField {...bind("app_type")} label="Application Type" options={types.map((t) => t.title)} />
        <TextField {...bind("start_date")} label="Start Date" type="date" />
        <TextField {...bind("end_date")} label="End Date" type="date" />
        <TextField {...bind("transaction_number")} label="Transaction Number" />
        <div className="govuk-button-group">
          <button type="submit" className="govuk-button">
            Submit
          </button>
          <button type="button" className="govuk-button govuk-button--secondary" onClick={() => void download()}>
            Download Report
          </button>
        </div>
      </form>
      {message && (
        <p className="govuk-body" role="status">
          {message}
        </p>
      )}
      {certificates && certificates.length > 0 && (
        <DataTable
          caption="Issued licences"
          headers={["Transaction #", "Licence", "Name", "Date of Issue", "Date of Expiration", "Documents"]}
          rows={certificates.map((c) => ({
            key: c.id,
            cells: [
              c.propertiesMap.FLIS_TransactionId,
              c.propertiesMap.FLIS_Licence,
              [c.propertiesMap.FLIS_NameofApplicant, c.propertiesMap.FLIS_NameofApplicantLast].filter(Boolean).join(" "),
              c.propertiesMap.FLIS_DateofIssue,
              c.propertiesMap.FLIS_DateofExpiration,
              <button key="view" type="button" className="govuk-button govuk-button--secondary govuk-!-margin-bottom-0" onClick={() => setViewing(c)}>
                View <span className="govuk-visually-hidden">documents of {c.propertiesMap.FLIS_TransactionId}</span>
              </button>,
            ],
          }))}
        />
      )}
      {viewing && (
        <Dialog id="licence-documents" title="Documents" wide onClose={() => setViewing(null)}>
          <CertificatesTable certificates={[viewing]} />
          <button type="button" className="govuk-button govuk-button--secondary" onClick={() => setViewing(null)}>
            Close
          </button>
        </Dialog>
      )}
    </>
  );
}
