import { formatDate, formatDateTime } from "../../../engine/dates/formatDate.ts";
import type { FieldSchema } from "../../../engine/types.ts";
import { isUploadedFile } from "../../../engine/validation/uploadedFile.ts";

const isObject = (value: unknown): value is Record<string, unknown> => value !== null && typeof value === "object" && !Array.isArray(value);

/** Whether an answer has anything to show (a keyed table with nothing ticked has not). */
export function hasContent(value: unknown): boolean {
  if (value === undefined || value === null || value === "" || value === false) return false;
  if (Array.isArray(value)) return value.some(hasContent);
  if (isObject(value)) return Object.values(value).some(hasContent);
  return true;
}

// Dates read as everywhere else in the portal: '8 August 2026' (engine/dates, decision 0021).
const scalar = (value: unknown, field: FieldSchema | undefined): string =>
  typeof value === "boolean"
    ? value ? "Yes" : "No"
    : field?.format === "date" ? formatDate(value)
    : field?.format === "date-time" ? formatDateTime(value)
    : `${String(value)}${field?.["x-unit"] && typeof value === "number" ? ` ${field["x-unit"]}` : ""}`;

/**
 * A file kept in the answers as a data URL (a signature, a photo, a letter), wherever it sits:
 * an image is shown, anything else said to be attached. Written out as text, its hundreds of
 * characters would say nothing and push a phone's page sideways.
 */
function FileValue({ value, label }: { value: string; label: string }) {
  if (value.startsWith("data:image/")) return <img src={value} alt={label} className="nfa-view-image" />;
  return <>A file is attached.</>;
}

/**
 * An answer written out for reading: text and choices as they are, files as images or 'A file
 * is attached.', keyed objects (gear, fish groups, production units) and rows of a list (owners,
 * engines, log rows) as nested lists under their fields' labels, leaving out what was not ticked
 * or filled. `label` names an image whose field has no title.
 */
export function AnswerValue({ value, field, label }: { value: unknown; field: FieldSchema | undefined; label?: string }) {
  if (typeof value === "string" && value.startsWith("data:")) return <FileValue value={value} label={field?.title ?? label ?? "Uploaded image"} />;
  // An upload in the spec's shape (spec 001 §3) is named, and a picture shown, never written out as base64.
  if (isUploadedFile(value)) {
    const image = value.contentType.startsWith("image/") ? <FileValue value={`data:${value.contentType};base64,${value.content}`} label={field?.title ?? label ?? value.name} /> : null;
    return image ? <>{image} {value.name}</> : <>{value.name}</>;
  }
  if (Array.isArray(value)) {
    if (!value.some(isObject)) return <>{value.map((v) => scalar(v, field?.items)).join(", ")}</>;
    return (
      <ol className="govuk-list govuk-list--number nfa-answer-rows">
        {value.filter(hasContent).map((row, i) => (
          <li key={i}>
            <AnswerValue value={row} field={field?.items} />
          </li>
        ))}
      </ol>
    );
  }
  if (isObject(value)) {
    const entries = Object.entries(value).filter(([, inner]) => hasContent(inner));
    return (
      <dl className="nfa-answer-object">
        {entries.map(([key, inner]) => {
          const sub = field?.properties?.[key];
          return (
            <div key={key} className="nfa-answer-object__row">
              <dt>{sub?.title ?? key}</dt>
              <dd>
                <AnswerValue value={inner} field={sub} label={sub?.title ?? key} />
              </dd>
            </div>
          );
        })}
      </dl>
    );
  }
  return <>{scalar(value, field)}</>;
}
