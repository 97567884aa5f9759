import { statusDisplay } from "./statusLabels.ts";

/** A transaction status as a coloured tag with its display text (spec 000 §4). */
export function StatusBadge({ status }: { status: string }) {
  const { label, tone } = statusDisplay(status);
  return <strong className={`govuk-tag govuk-tag--${tone}`}>{label}</strong>;
}
