import type { FieldSchema } from "../../../engine/types.ts";
import { AnswerValue, hasContent } from "../wizard/AnswerValue.tsx";
import { humanize } from "./fieldSchemas.ts";

/** Every answer of a stored application under its field's label, in the order it was saved. */
export function ApplicationAnswers({ answers, fields }: { answers: Record<string, unknown>; fields: Record<string, FieldSchema> }) {
  const rows = Object.entries(answers).filter(([, value]) => hasContent(value));
  if (!rows.length) return <p className="govuk-body">No answers were saved with this application.</p>;
  return (
    <dl className="govuk-summary-list">
      {rows.map(([name, value]) => {
        const label = fields[name]?.title ?? humanize(name);
        return (
          <div className="govuk-summary-list__row" key={name}>
            <dt className="govuk-summary-list__key">{label}</dt>
            <dd className="govuk-summary-list__value">
              <AnswerValue value={value} field={fields[name]} label={label} />
            </dd>
          </div>
        );
      })}
    </dl>
  );
}
