import { CheckboxGroup } from "../accounts/fields/CheckboxGroup.tsx";
import { DateField } from "../accounts/fields/DateField.tsx";
import { SelectField } from "../accounts/fields/SelectField.tsx";
import type { ReportOptions } from "../../../engine/api/reportContract.ts";
import { isCommercial, isRecreational, withFilter, type Filters, type TextFilter } from "./reportFilters.ts";

/**
 * The transactions report's filter form (spec 000 §3 'Report filters'): the application type is
 * required; Type of Transaction and Licence Type appear when the type has them, the licence
 * category only for a commercial licence type and the recreational licence type only for a
 * recreational one (the fishing vessel's). Submit searches; Download Report asks for the file.
 */
export function TransactionFilters(props: { options: ReportOptions; filters: Filters; onChange: (filters: Filters) => void; appTypeError: string | null; onSubmit: () => void; onDownload: () => void }) {
  const { options, filters, onChange, appTypeError, onSubmit, onDownload } = props;
  const type = options.types.find((t) => t.title === filters.app_type);
  const bind = (key: TextFilter) => ({ id: `filter-${key}`, value: filters[key], error: null, onChange: (value: string) => onChange(withFilter(filters, key, value)) });
  return (
    <form
      className="nfa-admin-filters"
      noValidate
      aria-label="Report filters"
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <SelectField {...bind("app_type")} error={appTypeError} label="Application Type" required options={options.types.map((t) => t.title)} />
      <DateField {...bind("start_date")} label="Start Date" />
      <DateField {...bind("end_date")} label="End Date" />
      <SelectField {...bind("payment_method")} label="Payment Method" options={options.payment_methods} />
      {type && type.types_of_transaction.length > 0 && <SelectField {...bind("type_of_transaction")} label="Type of Transaction" options={type.types_of_transaction} />}
      {type && type.licence_types.length > 0 && <SelectField {...bind("licence_type")} label="Licence Type" options={type.licence_types} />}
      {type && isCommercial(filters.licence_type) && type.commercial_categories.length > 0 && <SelectField {...bind("commercial_category")} label="Licence Category" options={type.commercial_categories} />}
      {type && isRecreational(filters.licence_type) && type.recreational_licence_types.length > 0 && <SelectField {...bind("recreational_licence_type")} label="Recreational Licence Type" options={type.recreational_licence_types} />}
      <div className="nfa-admin-filters__wide">
        <CheckboxGroup id="filter-status" legend="Status" options={options.statuses} values={filters.status} error={null} onChange={(status) => onChange({ ...filters, status })} />
      </div>
      <div className="govuk-button-group">
        <button type="submit" className="govuk-button">
          Submit
        </button>
        <button type="button" className="govuk-button govuk-button--secondary" onClick={onDownload}>
          Download Report
        </button>
      </div>
    </form>
  );
}
