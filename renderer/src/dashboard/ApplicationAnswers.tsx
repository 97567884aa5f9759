import type { FieldSchema } from "../../../engine/types.ts";
import { AnswerValue, hasContent } from "../wizard/AnswerValue.tsx";
import { humanize } from "./fieldSchemas.ts";

/** A stored file or drawn signature: a picture is shown, anything else is named as attached. */
function FileValue({ value, label }: { value: string; label: string }) {
  if (value.startsWith("data:image/")) return <img src={value} alt={label} className="nfa-view-image" />;
  return <>A file is attached.</>;
}

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
            <dd className="govuk-summary-list__value">{typeof value === "string" && value.startsWith("data:") ? <FileValue value={value} label={label} /> : <AnswerValue value={value} field={fields[name]} />}</dd>
          </div>
        );
      })}
    </dl>
  );
}
