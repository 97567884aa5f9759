import { useEffect, useState } from "react";
import { formatMoney } from "../../../engine/fees/formatMoney.ts";
import { BANK_DETAILS_SCHEMA, type BankDetails as Details, type BankDetailsField } from "../../../engine/payment/bankDetails.ts";
import { useApi } from "../api/ApiProvider.tsx";

const FIELDS = BANK_DETAILS_SCHEMA.required as readonly BankDetailsField[];

/**
 * Where to pay by wire/bank transfer, direct debit or cheque (spec 000 §9: account name, bank,
 * branch, type and number are shown on screen), from GET /api/payment/bank-details: the amount
 * due, what to do, and the account with the application's payment reference, labelled by the
 * route's schema titles.
 */
export function BankDetails({ tempTransId, method, dueCents }: { tempTransId: string; method: string; dueCents: number }) {
  const api = useApi();
  const [details, setDetails] = useState<Details | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    api
      .get<Details>(`/payment/bank-details/${tempTransId}`)
      .then((answer) => live && setDetails(answer))
      .catch((error: Error) => live && setFailed(error.message));
    return () => {
      live = false;
    };
  }, [api, tempTransId]);
  return (
    <section className="nfa-bank-details" aria-labelledby="bank-details-title">
      <h3 className="govuk-heading-m" id="bank-details-title">
        Bank details for your payment
      </h3>
      <p className="govuk-body">
        Pay <strong>{formatMoney(dueCents)}</strong> by {method} into this account, quoting the payment reference so the NFA can match your payment to this application. Then upload the proof of payment below.
      </p>
      {failed && (
        <p className="govuk-body" role="status">
          The bank details could not be loaded: {failed}
        </p>
      )}
      {details && (
        <dl className="govuk-summary-list">
          {FIELDS.map((field) => (
            <div className="govuk-summary-list__row" key={field}>
              <dt className="govuk-summary-list__key">{BANK_DETAILS_SCHEMA.properties[field].title}</dt>
              <dd className="govuk-summary-list__value">{field === "payment_reference" ? <strong>{details[field]}</strong> : details[field]}</dd>
            </div>
          ))}
        </dl>
      )}
    </section>
  );
}
