import { useState } from "react";
import { useNavigate } from "react-router-dom";
import { toast } from "../layout/toast.ts";
import type { StartedRenewalView } from "../../../engine/api/renewalContract.ts";
import { whatChangedAddress } from "../wizard/whatChangedAddress.ts";
import { useApi } from "../api/ApiProvider.tsx";
import { useDefinitions } from "../definitions/DefinitionsProvider.tsx";
import { openDraft } from "../store/openDraft.ts";
import type { IssuedCertificate } from "./useIssuedCertificates.ts";

/**
 * Renew on a licence the holder may renew from the dashboard (issue 29, decision 0070): the
 * server starts the renewal prefilled from the licence's application (or finds the one already
 * started: "Continue renewal"), and the wizard opens at the first step that needs the holder. A
 * licence whose renewal is with the NFA, or issued, says so instead; nothing for a licence renewed
 * by applying afresh, or a revoked one.
 */
export function RenewLicence({ certificate }: { certificate: IssuedCertificate }) {
  const { renewal } = certificate;
  if (renewal?.state === "issued") return <p className="govuk-body-s">Renewed: see licence {renewal.number}.</p>;
  if (renewal?.state === "submitted") return <p className="govuk-body-s">Its renewal, application {renewal.number}, is with the NFA.</p>;
  return certificate.renewable ? <RenewButton certificate={certificate} started={renewal?.state === "draft"} /> : null;
}

function RenewButton({ certificate, started }: { certificate: IssuedCertificate; started: boolean }) {
  const api = useApi();
  const navigate = useNavigate();
  const definitions = useDefinitions();
  const [busy, setBusy] = useState(false);
  const number = certificate.propertiesMap.FLIS_TransactionId;
  const renew = async () => {
    setBusy(true);
    try {
      const started = await api.post<StartedRenewalView>("/renewals", { licence_id: certificate.id });
      const changes = await openDraft(api, started.app_type, started.temp_trans_id);
      const prefix = definitions.status === "ready" ? definitions.summaries.find((d) => d.id === started.app_type)?.routePrefix : undefined;
      navigate(changes && prefix ? whatChangedAddress(prefix) : started.address);
    } catch (error) {
      toast.error((error as Error).message);
      setBusy(false);
    }
  };
  return (
    <button type="button" className="govuk-button govuk-!-margin-bottom-1" disabled={busy} onClick={() => void renew()}>
      {busy ? "Opening your renewal…" : started ? "Continue renewal" : "Renew"}
      <span className="govuk-visually-hidden"> licence {number}</span>
    </button>
  );
}
