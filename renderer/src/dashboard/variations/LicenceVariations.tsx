import { formatDate } from "../../../../engine/dates/formatDate.ts";
import { AcknowledgeVariation } from "./AcknowledgeVariation.tsx";
import { useMyVariations } from "./VariationsProvider.tsx";

/**
 * A licence's variations on the licences tab (decision 0071), newest first: when the NFA varied
 * it, from when, its words, and whether the holder has acknowledged it (the button if not).
 */
export function LicenceVariations({ certificateId }: { certificateId: number }) {
  const variations = useMyVariations();
  const mine = variations?.status === "ready" ? variations.value.variations.filter((v) => v.certificate_id === certificateId) : [];
  if (!mine.length) return null;
  return (
    <>
      {mine.map((v) => (
        <div key={v.id} className="nfa-break-words">
          <p className="govuk-body-s govuk-!-margin-bottom-1">
            <strong>Varied on {formatDate(v.varied_on)}</strong>, from {formatDate(v.from)}: {v.text}
            {v.acknowledged_on && ` (You acknowledged it on ${formatDate(v.acknowledged_on)}.)`}
          </p>
          {!v.acknowledged_on && <AcknowledgeVariation variation={v} />}
        </div>
      ))}
    </>
  );
}
