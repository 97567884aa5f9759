import { useState } from "react";
import { CheckboxGroup } from "../accounts/fields/CheckboxGroup.tsx";
import { TextField } from "../accounts/fields/TextField.tsx";
import { AGE_BUCKETS, type QueueFilters } from "./caseQueueQuery.ts";
import { OptionSelect } from "./OptionSelect.tsx";

/** Who a case is assigned to, as the filter offers it (any staff member's id also works in the address). */
const ASSIGNED = [
  { value: "", label: "Anyone or no one" },
  { value: "me", label: "Assigned to me" },
  { value: "none", label: "Not assigned" },
];

/**
 * The queue's search and filters (issue 17): a transaction number or name, the type, statuses
 * (none ticked: every open case), age since submission and assignee. Search applies them and goes
 * back to the first page; the page's address keeps them.
 */
export function CaseQueueFilters({ filters, types, statuses, onSearch }: { filters: QueueFilters; types: Array<{ app_type: string; title: string }>; statuses: string[]; onSearch: (filters: QueueFilters) => void }) {
  const [draft, setDraft] = useState(filters);
  const set = (change: Partial<QueueFilters>) => setDraft({ ...draft, ...change });
  return (
    <form
      className="nfa-admin-filters nfa-case-filters"
      role="search"
      aria-label="Search and filter cases"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        onSearch({ ...draft, page: 1 });
      }}
    >
      <TextField id="case-search" label="Transaction number or applicant name" required value={draft.q} error={null} onChange={(q) => set({ q })} />
      <OptionSelect id="case-type" label="Application type" value={draft.app_type} options={[{ value: "", label: "All types" }, ...types.map((t) => ({ value: t.app_type, label: t.title }))]} onChange={(app_type) => set({ app_type })} />
      <OptionSelect id="case-age" label="Age since submission" value={draft.age} options={AGE_BUCKETS} onChange={(age) => set({ age })} />
      <OptionSelect id="case-assigned" label="Assigned to" value={draft.assigned_to} options={ASSIGNED} onChange={(assigned_to) => set({ assigned_to })} />
      <div className="nfa-admin-filters__wide">
        <CheckboxGroup id="case-status" legend="Status" hint="None ticked: every case not closed." required options={statuses} values={draft.status} error={null} onChange={(status) => set({ status })} />
      </div>
      <div className="govuk-button-group">
        <button type="submit" className="govuk-button">
          Search
        </button>
      </div>
    </form>
  );
}
