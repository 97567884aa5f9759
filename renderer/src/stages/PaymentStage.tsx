import { useEffect, useMemo, useState } from "react";
import { toast } from "../layout/toast.ts";
import type { CompiledDefinition } from "../../../engine/definition/compileDefinition.ts";
import { calculateFees, type PriceLock } from "../../../engine/fees/calculateFees.ts";
import { navigate as walk } from "../../../engine/navigation/navigate.ts";
import type { Answers, EngineContext, FieldError } from "../../../engine/types.ts";
import { BANK_METHODS } from "../../../engine/payment/bankDetails.ts";
import { fillFromProfile } from "../../../engine/profile/fillFromProfile.ts";
import { hiddenFields } from "../../../engine/validation/hiddenFields.ts";
import { validateSection } from "../../../engine/validation/validateSection.ts";
import type { VersionChanges } from "../../../engine/versions/versionChanges.ts";
import { ApiError } from "../api/apiClient.ts";
import { useApi } from "../api/ApiProvider.tsx";
import { isOfficer } from "../layout/sessionNames.ts";
import { useSession } from "../store/useSession.ts";
import { ErrorSummary } from "../wizard/ErrorSummary.tsx";
import { SectionView } from "../wizard/SectionView.tsx";
import { BankDetails, useBankDetails } from "./BankDetails.tsx";
import { CardPayment } from "./CardPayment.tsx";
import { FeeSummary } from "./FeeSummary.tsx";
import { formatMoney } from "../../../engine/fees/formatMoney.ts";
import { inPart, methodTiles, PAYMENT_PARTS } from "./paymentParts.ts";
import { PAYMENT_NEEDS_SIGNAL } from "../offline/outboxWords.ts";

export interface PaymentStageProps {
  /** No signal, or this application still waits in the outbox: paying waits and says so (issue 27). */
  needsSignal?: boolean;
  compiled: CompiledDefinition;
  context: EngineContext;
  tempTransId: string;
  answers: Answers;
  /** The prices a paid draft keeps (decision 0041): the fees shown are the server's. */
  prices?: PriceLock | null;
  /** The version the answers were written under, sent with the payment (decision 0041). */
  definitionVersion?: string | null;
  onAnswers: (answers: Answers) => void;
  /** Saves the answers before paying; false when the applicant must not go on (the rules changed). */
  onSaveDraft: (answers: Answers) => Promise<boolean>;
  /** The payment was refused because the rules changed since the applicant started: what changed. */
  onRulesChanged: (changes: VersionChanges) => void;
  onPaid: () => void;
  onBack: () => void;
}

/**
 * The payment stage in its three sub-steps (Back goes 3 to 2 and 2 to 1), with the engine's fee
 * summary; the card flow in the gateway's frame, or the bank details and a proof of payment for a
 * transfer, direct debit or cheque (spec 000 §9). Applicants see the spec's four methods, an
 * officer acting for them the cash methods too; the billing address starts from the profile
 * (decision 0019). Problems, the server's included, show in the one error summary. 'Previous
 * Payment Found' offers to continue or to go on and submit. What earlier payments cover comes
 * from the server: when the answers now cost more, the applicant sees what was paid and pays only
 * the difference (decision 0014). A paid draft's fees are at the prices it keeps, and a payment
 * refused because the rules changed hands what changed to the wizard (decision 0041).
 */
export function PaymentStage({ needsSignal = false, compiled, context, tempTransId, answers, prices, definitionVersion, onAnswers, onSaveDraft, onRulesChanged, onPaid, onBack }: PaymentStageProps) {
  const api = useApi();
  const [part, setPart] = useState(0);
  const [errors, setErrors] = useState<FieldError[]>([]);
  // Each refused Next moves focus to the summary again; re-judging while typing does not (ErrorSummary).
  const [attempts, setAttempts] = useState(0);
  const [card, setCard] = useState<string | null>(null);
  const [previousFound, setPreviousFound] = useState(false);
  const [busy, setBusy] = useState(false);
  const [paid, setPaid] = useState(0);
  const profile = useSession((state) => state.profile);
  const officer = isOfficer(profile);
  const payment = compiled.payment;
  const chosen = (answers.payment_details as { payment_method?: unknown } | undefined)?.payment_method;
  const bankDetails = useBankDetails(tempTransId, typeof chosen === "string" && BANK_METHODS.includes(chosen));
  useEffect(() => {
    let live = true;
    api
      .get<{ amount_paid?: number }>(`/payment/status/${tempTransId}`)
      .then((status) => live && setPaid(Math.round((status.amount_paid ?? 0) * 100)))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [api, tempTransId]);
  const fees = useMemo(() => calculateFees(compiled.definition, { answers: walk(compiled, answers, context).answers, context, named: compiled.named }, prices ? { prices } : {}), [compiled, answers, context, prices]);
  if (!payment) return <p className="govuk-body">This application has no payment.</p>;
  const details = (answers.payment_details ?? {}) as Record<string, unknown>;
  const fields = PAYMENT_PARTS[part]?.fields ?? [];

  const method = typeof details.payment_method === "string" ? details.payment_method : "";
  const partErrors = (current: Answers) => validateSection(payment, { answers: current, context, named: compiled.named }).errors.filter((e) => inPart(e.pointer, fields));
  // The applicant's own login email is theirs to bill; an officer's is not (decision 0019).
  const email = (profile?.user as { email?: unknown } | undefined)?.email;
  const billingProfile = !officer && typeof email === "string" ? { email, ...context.profile } : context.profile;
  /** The answers with the unanswered billing fields the form shows now taken from the profile (`x-profile`). */
  const prefilled = (current: Answers) => {
    const { hidden } = hiddenFields(payment.section, { answers: current, context, named: compiled.named }, payment.at);
    return fillFromProfile(payment.section.schema, current, billingProfile, (path) => hidden.includes(path));
  };

  async function pay() {
    // Paying needs the server, and the application there first: with no signal, or while the outbox still has it, it waits.
    if (needsSignal) {
      setErrors([{ pointer: "", message: PAYMENT_NEEDS_SIGNAL }]);
      setAttempts((n) => n + 1);
      return;
    }
    setBusy(true);
    try {
      if (!(await onSaveDraft(answers))) {
        if (!navigator.onLine) setErrors([{ pointer: "", message: PAYMENT_NEEDS_SIGNAL }]);
        return;
      }
      if (typeof details.proof_of_payment === "string" && details.proof_of_payment.startsWith("data:")) {
        const [, type, content] = /^data:([^;]*);base64,(.*)$/.exec(details.proof_of_payment) ?? [];
        const extension = type === "application/pdf" ? "pdf" : type === "image/png" ? "png" : "jpg";
        await api.post("/documents/upload", { temp_trans_id: tempTransId, document: { name: `proof_of_payment.${extension}`, content, supporting_document_id: "proof_of_payment", documentType: "OTHER_SUPPORTING_DOCUMENTS" } }).catch((error: ApiError) => {
          if (error.statusCode !== 409) throw error;
        });
      }
      // The fee total of these answers; the server asks only for what earlier payments do not cover.
      const result = await api.post<{ status: string; RedirectData?: { url: string } }>(`/payment/init/${tempTransId}`, { ...answers, ...(definitionVersion ? { definition_version: definitionVersion } : {}), payment_method: method, amount_due: fees.total / 100 });
      if (result.RedirectData) setCard(result.RedirectData.url);
      else {
        toast.success("Your payment has been recorded; the NFA will confirm it");
        onPaid();
      }
    } catch (error) {
      if (error instanceof ApiError && error.versionChanges) return onRulesChanged(error.versionChanges);
      if (error instanceof ApiError && error.message === "Previous Payment Found") setPreviousFound(true);
      // Spec 000 §8: 'Error occured while initiating payment'; a refusal's own message and the fields it names otherwise.
      else if (error instanceof ApiError && error.statusCode < 500) setErrors([...error.errors.filter((e) => inPart(e.pointer, fields)), { pointer: "", message: error.message }]);
      else setErrors([{ pointer: "", message: "Error occured while initiating payment" }]);
      setAttempts((n) => n + 1);
    } finally {
      setBusy(false);
    }
  }

  function next() {
    const found = partErrors(answers);
    setErrors(found);
    setAttempts((n) => n + 1);
    if (found.length) return;
    if (part + 1 < PAYMENT_PARTS.length) {
      // The method's details start from the profile where it has them (the billing address).
      const filled = prefilled(answers);
      if (filled !== answers) onAnswers(filled);
      setPart(part + 1);
    } else void pay();
  }

  if (card) return <CardPayment url={card} tempTransId={tempTransId} onCompleted={onPaid} onTryAgain={() => setCard(null)} />;
  const bank = part === 2 && BANK_METHODS.includes(method);
  return (
    <section aria-labelledby="payment-title">
      {/* The payment form's message (the spec's 'Please fill in all the required fields') heads the summary; no toast repeats it. */}
      <ErrorSummary errors={errors} schema={payment.section.schema} title={errors.some((e) => e.pointer) ? (payment.section.message ?? undefined) : undefined} focusKey={attempts} />
      <span className="govuk-caption-l">
        Part {part + 1} of {PAYMENT_PARTS.length}
      </span>
      <h2 className="govuk-heading-l" id="payment-title">
        {PAYMENT_PARTS[part]?.title}
      </h2>
      {previousFound && (
        <div className="govuk-notification-banner" role="alertdialog" aria-labelledby="previous-payment-title">
          <div className="govuk-notification-banner__content">
            <h3 className="govuk-notification-banner__heading" id="previous-payment-title">
              Previous Payment Found
            </h3>
            <p className="govuk-body">Payments already recorded for this application cover its fees.</p>
            <div className="govuk-button-group">
              <button type="button" className="govuk-button govuk-button--secondary" onClick={() => setPreviousFound(false)}>
                Continue with payment
              </button>
              <button type="button" className="govuk-button" onClick={onPaid}>
                Submit Application
              </button>
            </div>
          </div>
        </div>
      )}
      {needsSignal && (
        <div className="govuk-inset-text" role="status">
          {PAYMENT_NEEDS_SIGNAL}
        </div>
      )}
      {paid > 0 && paid < fees.total && (
        <div className="govuk-inset-text" role="status">
          You have paid {formatMoney(paid)} for this application. Its fees are now {formatMoney(fees.total)}: {formatMoney(fees.total - paid)} remains to be paid.
        </div>
      )}
      {part === 0 && <FeeSummary fees={fees} paid={paid} />}
      {bank && <BankDetails state={bankDetails} method={method} dueCents={Math.max(fees.total - paid, 0)} />}
      <SectionView
        key={part}
        compiled={payment}
        named={compiled.named}
        answers={answers}
        context={context}
        errors={errors}
        only={fields}
        uiPatch={methodTiles(payment.section.ui, officer)}
        onAnswers={(changed) => {
          onAnswers(changed);
          if (errors.length) setErrors(partErrors(changed));
        }}
      />
      {part === 2 && <FeeSummary fees={fees} paid={paid} />}
      <div className="govuk-button-group">
        <button type="button" className="govuk-button govuk-button--secondary" onClick={() => (part > 0 ? setPart(part - 1) : onBack())}>
          Previous
        </button>
        <button type="button" className="govuk-button" onClick={next} disabled={busy}>
          {part + 1 < PAYMENT_PARTS.length ? "Next" : method === "Credit/Debit Card" ? "Make Payment" : "Record Payment"}
        </button>
      </div>
    </section>
  );
}
