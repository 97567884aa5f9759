import type { LicenceVariation } from "../../../../engine/api/licenceVariationContract.ts";
import { formatDate } from "../../../../engine/dates/formatDate.ts";
import { ImportantBanner } from "../ImportantBanner.tsx";
import { AcknowledgeVariation } from "./AcknowledgeVariation.tsx";

/**
 * The variations of the holder's licences not yet acknowledged (decision 0071), at the top of
 * their dashboard: each licence, when the NFA varied it, the variation's words and the day it
 * applies from, and the button that acknowledges having read it.
 */
export function VariationsBanner({ waiting }: { waiting: LicenceVariation[] }) {
  return (
    <ImportantBanner heading={waiting.length === 1 ? "Your licence has been varied: read and acknowledge" : `${waiting.length} variations of your licences: read and acknowledge each`}>
      {waiting.map((v) => (
        <div key={v.id} className="nfa-break-words">
          <p className="govuk-body">
            Licence {v.licence_number} was varied on {formatDate(v.varied_on)}, from {formatDate(v.from)}: {v.text}
          </p>
          <AcknowledgeVariation variation={v} />
        </div>
      ))}
    </ImportantBanner>
  );
}
