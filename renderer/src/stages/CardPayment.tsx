import { useEffect, useState } from "react";
import { useApi } from "../api/ApiProvider.tsx";
import { ErrorSummaryBox } from "../theme/ErrorSummaryBox.tsx";

type State = "processing" | "waiting" | "paymentSuccessful" | "sendingToAccounts" | "sentToAccounts" | "failed";
const STATE_TEXT: Record<Exclude<State, "failed">, string> = {
  processing: "Processing your payment…",
  waiting: "Enter your card details in the secure payment window below.",
  paymentSuccessful: "Payment successful.",
  sendingToAccounts: "Sending your payment to the NFA's accounts…",
  sentToAccounts: "Your payment has been recorded by the NFA.",
};
/** Spec 000 §8 'Payment': the reasons are shown under these words. */
export const PAYMENT_FAILED = "Your Payment Failed Due to following reasons";
/** When the gateway gave no reason (or it could not be fetched). */
const NO_REASON = "The payment could not be completed. No reason was given.";

/**
 * The card flow (spec 000 §4 payment) on a page of its own with its heading: the gateway's page in
 * a frame; a message from it with `done` and this application's temporary id means the gateway
 * approved, but only the server's record (GET /payment/status) completes the payment. A message
 * without `done` is a decline: the reasons the gateway gave (GET /payment/failure) in the portal's
 * error summary under 'Your Payment Failed Due to following reasons', which takes focus, and 'Try
 * Again'.
 */
export function CardPayment({ url, tempTransId, onCompleted, onTryAgain }: { url: string; tempTransId: string; onCompleted: () => void; onTryAgain: () => void }) {
  const api = useApi();
  const [state, setState] = useState<State>("waiting");
  const [reasons, setReasons] = useState<string[]>([]);
  useEffect(() => {
    const listen = async (event: MessageEvent) => {
      if (event.origin !== window.location.origin) return;
      const data = event.data as { done?: boolean; temp_trans_id?: string } | null;
      if (!data || data.temp_trans_id !== tempTransId) return;
      if (data.done) {
        setState("sendingToAccounts");
        const status = await api.get<{ status: string }>(`/payment/status/${tempTransId}`).catch(() => ({ status: "unknown" }));
        if (status.status !== "completed") setReasons(["The payment could not be confirmed by the NFA. Please try again."]);
        setState(status.status === "completed" ? "sentToAccounts" : "failed");
      } else {
        const failure = await api.get<{ error_message: string }>(`/payment/failure/${tempTransId}`).catch(() => ({ error_message: "[]" }));
        const given = JSON.parse(failure.error_message || "[]") as unknown;
        const listed = Array.isArray(given) ? given.filter((r): r is string => typeof r === "string" && r.length > 0) : [];
        setReasons(listed.length ? listed : [NO_REASON]);
        setState("failed");
      }
    };
    const handler = (event: MessageEvent) => void listen(event);
    window.addEventListener("message", handler);
    return () => window.removeEventListener("message", handler);
  }, [api, tempTransId]);
  const failed = state === "failed";
  return (
    <section aria-labelledby="card-payment-title">
      <ErrorSummaryBox problems={failed ? reasons.map((message) => ({ message })) : []} title={PAYMENT_FAILED} attempt={reasons} />
      <h2 className="govuk-heading-l" id="card-payment-title">
        {failed ? "Your card payment did not go through" : "Pay by Card"}
      </h2>
      {failed ? (
        <>
          <p className="govuk-body">Check the card details, or use another card, and try again.</p>
          <button type="button" className="govuk-button" onClick={onTryAgain}>
            Try Again
          </button>
        </>
      ) : (
        <p className="govuk-body" role="status" aria-live="polite">
          {STATE_TEXT[state]}
        </p>
      )}
      {state === "sentToAccounts" && (
        <button type="button" className="govuk-button" onClick={onCompleted}>
          Proceed
        </button>
      )}
      {(state === "waiting" || state === "processing") && <iframe title="Secure card payment" src={url} className="nfa-payment-frame" width="100%" height="520" />}
    </section>
  );
}
