import { useEffect, useState } from "react";
import { useApi } from "../api/ApiProvider.tsx";

type State = "processing" | "waiting" | "paymentSuccessful" | "sendingToAccounts" | "sentToAccounts" | "failed";
const STATE_TEXT: Record<State, string> = {
  processing: "Processing your payment…",
  waiting: "Enter your card details in the secure payment window below.",
  paymentSuccessful: "Payment successful.",
  sendingToAccounts: "Sending your payment to the NFA's accounts…",
  sentToAccounts: "Your payment has been recorded by the NFA.",
  failed: "Your Payment Failed Due to following reasons",
};

/**
 * The card flow (spec 000 §4 payment): the gateway's page in a frame; a message from it with
 * `done` and this application's temporary id means the gateway approved, but only the server's
 * record (GET /payment/status) completes the payment. A message without `done` shows the reasons
 * and 'Try Again'.
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
        setState(status.status === "completed" ? "sentToAccounts" : "failed");
        if (status.status !== "completed") setReasons(["The payment could not be confirmed by the NFA. Please try again."]);
      } else {
        setState("failed");
        const failure = await api.get<{ error_message: string }>(`/payment/failure/${tempTransId}`).catch(() => ({ error_message: "[]" }));
        setReasons(JSON.parse(failure.error_message || "[]") as string[]);
      }
    };
    const handler = (event: MessageEvent) => void listen(event);
    window.addEventListener("message", handler);
    return () => window.removeEventListener("message", handler);
  }, [api, tempTransId]);
  return (
    <div>
      <p className="govuk-body" role="status" aria-live="polite">
        {STATE_TEXT[state]}
      </p>
      {state === "failed" && (
        <>
          <ul className="govuk-list govuk-list--bullet">
            {reasons.map((r) => (
              <li key={r}>{r}</li>
            ))}
          </ul>
          <button type="button" className="govuk-button" onClick={onTryAgain}>
            Try Again
          </button>
        </>
      )}
      {state === "sentToAccounts" && (
        <button type="button" className="govuk-button" onClick={onCompleted}>
          Proceed
        </button>
      )}
      {(state === "waiting" || state === "processing") && <iframe title="Secure card payment" src={url} className="nfa-payment-frame" width="100%" height="520" />}
    </div>
  );
}
