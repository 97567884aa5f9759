import type { AnswerText } from "../../../engine/summary/answerText.ts";

/**
 * An answer as the engine writes it out (engine/summary/answerText.ts): text, a picture (a
 * signature, a photo) with its words as alt text, or labelled entries nested as the answer is
 * (a table's rows, an object's fields). `label` names a picture for screen readers.
 */
export function SummaryAnswer({ value, label }: { value: AnswerText; label: string }) {
  if (value.kind === "text") return <>{value.text}</>;
  if (value.kind === "image") return <img src={value.src} alt={`${label}: ${value.text}`} className="nfa-summary-image" />;
  return (
    <dl className="nfa-summary-entries">
      {value.entries.map((entry, i) => (
        <div key={`${entry.label ?? ""}${i}`} className={`nfa-summary-entries__row${entry.value.kind === "list" ? " nfa-summary-entries__row--group" : ""}`}>
          <dt>{entry.label}</dt>
          <dd>
            <SummaryAnswer value={entry.value} label={entry.label ?? label} />
          </dd>
        </div>
      ))}
    </dl>
  );
}
