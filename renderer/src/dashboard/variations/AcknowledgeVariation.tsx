import { useState } from "react";
import { toast } from "../../layout/toast.ts";
import type { LicenceVariation, VariationAnswer } from "../../../../engine/api/licenceVariationContract.ts";
import { useApi } from "../../api/ApiProvider.tsx";
import { useMyVariations } from "./VariationsProvider.tsx";

/**
 * 'I have read it: acknowledge' for a variation of the holder's licence (decision 0071): that they
 * have read it, not that they agree. Done, the dashboard's variations are read again, so the
 * banner and the licences tab both say it is acknowledged.
 */
export function AcknowledgeVariation({ variation }: { variation: LicenceVariation }) {
  const api = useApi();
  const variations = useMyVariations();
  const [busy, setBusy] = useState(false);
  const acknowledge = async () => {
    setBusy(true);
    try {
      toast.success((await api.post<VariationAnswer>(`/licences/variations/${variation.id}/acknowledge`, {})).msg);
      variations?.reload();
    } catch (error) {
      toast.error((error as Error).message);
      setBusy(false);
    }
  };
  return (
    <button type="button" className="govuk-button govuk-!-margin-bottom-1" disabled={busy} onClick={() => void acknowledge()}>
      I have read it: acknowledge<span className="govuk-visually-hidden"> the variation of licence {variation.licence_number}</span>
    </button>
  );
}
