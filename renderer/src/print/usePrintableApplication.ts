import { useEffect, useState } from "react";
import type { PriceLock } from "../../../engine/fees/calculateFees.ts";
import { useApi } from "../api/ApiProvider.tsx";
import { useSession } from "../store/useSession.ts";

/** The application the printable form shows: its type, temporary id, number and answers. */
export interface PrintableApplication {
  appType: string;
  tempTransId: string;
  transactionNumber: string | null;
  /** When it was submitted (the server's timestamp), null for a draft or the application in progress. */
  submittedOn: string | null;
  answers: Record<string, unknown>;
  /** The version of the type's definition its answers are held under (decision 0041). */
  definitionVersion: string | null;
  /** The prices the application being filled keeps when it is paid (decision 0041). */
  prices?: PriceLock;
}

type Loaded = { status: "loading" } | { status: "ready"; application: PrintableApplication } | { status: "missing"; message: string };

/**
 * `?id=` names one of the signed-in applicant's transactions (from the dashboard); without it the
 * application being filled in is printed (from the preview).
 */
export function usePrintableApplication(id: string | null): Loaded {
  const api = useApi();
  const current = useSession((s) => s.current);
  const [loaded, setLoaded] = useState<Loaded>({ status: "loading" });
  useEffect(() => {
    if (!id) {
      setLoaded(current ? { status: "ready", application: { appType: current.appType, tempTransId: current.temp_trans_id, transactionNumber: current.submitted_transaction?.transaction_number ?? null, submittedOn: null, answers: current.answers, definitionVersion: current.definition_version ?? null, ...(current.prices ? { prices: current.prices } : {}) } } : { status: "missing", message: "There is no application to print. Open one from your dashboard." });
      return;
    }
    let live = true;
    api
      .get<{ transaction: { app_type: string; temp_trans_id: string; transaction_number: string | null; submitted_on: string | null; definition_version?: string; application_details: Record<string, unknown> } }>(`/transactions/${encodeURIComponent(id)}`)
      .then(({ transaction: t }) => live && setLoaded({ status: "ready", application: { appType: t.app_type, tempTransId: t.temp_trans_id, transactionNumber: t.transaction_number, submittedOn: t.submitted_on, answers: t.application_details, definitionVersion: t.definition_version ?? null } }))
      .catch((error: Error) => live && setLoaded({ status: "missing", message: error.message }));
    return () => {
      live = false;
    };
  }, [api, id, current]);
  return loaded;
}
