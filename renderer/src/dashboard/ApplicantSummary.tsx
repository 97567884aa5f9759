import { useState } from "react";
import { formatDate } from "../../../engine/dates/formatDate.ts";
import { wideScreen } from "../layout/wideScreen.ts";
import { entityName } from "../pages/public/entityName.ts";
import { ProfilePhoto } from "./ProfilePhoto.tsx";
import { text, type Entity } from "./profileParts.ts";


/**
 * The dashboard's header summary (spec 000 §2 /profile): the applicant's numbers, type, category,
 * nationality, gender or website, country, name, address, TRN, entity number, phones and date of
 * birth or registration, beside the profile photo. It folds (a GOV.UK details) and starts folded
 * on a phone, where its 13 rows would otherwise come before the tabs and their content.
 */
export function ApplicantSummary({ entity }: { entity: Entity }) {
  const [open, setOpen] = useState(wideScreen);
  const company = entity.applicant_type === "Company";
  const rows: Array<[string, string]> = [
    ["Name", entityName(entity)],
    ["NFA Registration #", text(entity, "nfa_registration_number")],
    ["Applicant Type", text(entity, "applicant_type")],
    ["Category", text(entity, "category_of_applicant")],
    ["Nationality", text(entity, "domicile")],
    company ? ["Website", text(entity, "website")] : ["Gender", text(entity, "gender")],
    ["Country of Origin", text(entity, "country_of_origin")],
    ["Address", [text(entity, "address"), text(entity, "parish")].filter(Boolean).join(", ")],
    ["TRN", text(entity, "taxation_registration_number")],
    ["Entity #", text(entity, "entity_number")],
    ["Cell Phone", text(entity, "cell_phone")],
    ["Work/Home Phone", text(entity, "work_home_phone")],
    company ? ["Date of Registration", formatDate(text(entity, "date_of_registration"))] : ["Date of Birth", formatDate(text(entity, "date_of_birth_individual"))],
  ];
  return (
    <section className="nfa-dashboard-summary" aria-labelledby="applicant-summary-title">
      <details className="govuk-details nfa-dashboard-summary__details" open={open} onToggle={(event) => setOpen(event.currentTarget.open)}>
        <summary className="govuk-details__summary">
          <span className="govuk-details__summary-text" id="applicant-summary-title">
            Applicant Details
          </span>
        </summary>
        <div className="nfa-dashboard-summary__body">
          <ProfilePhoto entity={entity} />
          <dl className="govuk-summary-list nfa-dashboard-summary__list">
            {rows.map(([label, value]) => (
              <div className="govuk-summary-list__row" key={label}>
                <dt className="govuk-summary-list__key">{label}</dt>
                <dd className="govuk-summary-list__value">{value || "Not given"}</dd>
              </div>
            ))}
          </dl>
        </div>
      </details>
    </section>
  );
}
