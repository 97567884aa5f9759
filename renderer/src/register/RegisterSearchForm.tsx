import { useId, useState, type FormEvent } from "react";
import { REGISTER_QUERY_MAX } from "../../../engine/api/vesselRegisterContract.ts";
import type { RegisterSearch } from "./registerQuery.ts";
import { STATUS_WORDS } from "./statusWords.ts";

/**
 * The register's search: part of a vessel's name or registration number, and the licence's status.
 * Searching starts again from the first page.
 */
export function RegisterSearchForm({ search, onSearch }: { search: RegisterSearch; onSearch: (search: RegisterSearch) => void }) {
  const id = useId();
  const [q, setQ] = useState(search.q);
  const [status, setStatus] = useState(search.status);

  function submit(event: FormEvent) {
    event.preventDefault();
    onSearch({ q: q.trim(), status, page: 1 });
  }

  return (
    <form onSubmit={submit} role="search" aria-label="Search the register">
      <div className="govuk-form-group">
        <label className="govuk-label govuk-label--s" htmlFor={`${id}-q`}>
          Vessel name or registration number
        </label>
        <div className="govuk-hint" id={`${id}-q-hint`}>
          All or part of it, for example Sea Breeze or JA-F1234
        </div>
        <input className="govuk-input govuk-input--width-20" id={`${id}-q`} name="q" type="search" spellCheck={false} autoComplete="off" maxLength={REGISTER_QUERY_MAX} value={q} aria-describedby={`${id}-q-hint`} onChange={(e) => setQ(e.target.value)} />
      </div>
      <div className="govuk-form-group">
        <label className="govuk-label govuk-label--s" htmlFor={`${id}-status`}>
          Licence status
        </label>
        <select className="govuk-select" id={`${id}-status`} name="status" value={status} onChange={(e) => setStatus(e.target.value as RegisterSearch["status"])}>
          <option value="">Any status</option>
          {Object.entries(STATUS_WORDS).map(([value, words]) => (
            <option key={value} value={value}>
              {words.label}
            </option>
          ))}
        </select>
      </div>
      <button type="submit" className="govuk-button" data-module="govuk-button">
        Search
      </button>
    </form>
  );
}
