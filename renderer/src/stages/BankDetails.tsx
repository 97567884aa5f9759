import { useEffect, useState } from "react";
import { formatMoney } from "../../../engine/fees/formatMoney.ts";
import { BANK_DETAILS_SCHEMA, type BankDetails as Details, type BankDetailsField } from "../../../engine/payment/bankDetails.ts";
import { useApi } from "../api/ApiProvider.tsx";

const FIELDS = BANK_DETAILS_SCHEMA.required as readonly BankDetailsField[];

/** The bank details as loaded: the answer, or why it could not be had. */
export type BankDetailsState = { details: Details | null; failure: string | null };

/**
 * Loads GET /api/payment/bank-details once it is `wanted` (a bank method chosen), so the details
 * are there when the method's part opens instead of arriving after it.
 */
export function useBankDetails(tempTransId: string, wanted: boolean): BankDetailsState {
  const api = useApi();
  const [state, setState] = useState<BankDetailsState>({ details: null, failure: null });
  const loaded = state.details !== null;
  useEffect(() => {
    if (!wanted || loaded) return;
    let live = true;
    api
      .get<Details>(`/payment/bank-details/${tempTransId}`)
      .then((details) => live && setState({ details, failure: null }))
      .catch((error: Error) => live && setState({ details: null, failure: error.message }));
    return () => {
      live = false;
    };
  }, [api, tempTransId, wanted, loaded]);
  return state;
}

/**
 * Where to pay by wire/bank transfer, direct debit or cheque (spec 000 §9: account name, bank,
 * branch, type and number are shown on screen): the amount due, what to do, and the account with
 * the application's payment reference, labelled by the route's schema titles.
 */
export function BankDetails({ state, method, dueCents }: { state: BankDetailsState; method: string; dueCents: number }) {
  const { details, failure } = state;
  return (
    <section className="nfa-bank-details" aria-labelledby="bank-details-title">
      <h3 className="govuk-heading-m" id="bank-details-title">
        Bank details for your payment
      </h3>
      <p className="govuk-body">
        Pay <strong>{formatMoney(dueCents)}</strong> by {method} into this account, quoting the payment reference so the NFA can match your payment to this application. Then upload the proof of payment below.
      </p>
      {failure && <p className="govuk-body">The bank details could not be loaded: {failure}</p>}
      {details ? (
        <dl className="govuk-summary-list">
          {FIELDS.map((field) => (
            <div className="govuk-summary-list__row" key={field}>
              <dt className="govuk-summary-list__key">{BANK_DETAILS_SCHEMA.properties[field].title}</dt>
              <dd className="govuk-summary-list__value">{field === "payment_reference" ? <strong>{details[field]}</strong> : details[field]}</dd>
            </div>
          ))}
        </dl>
      ) : (
        !failure && (
          <p className="govuk-body" role="status">
            Loading the bank details…
          </p>
        )
      )}
    </section>
  );
}
