/** What the client needs to show the gateway's page (spec 000 §7 'Initiate card payment': data.RedirectData). */
export interface RedirectData {
  url: string;
  method: "GET";
  reference: string;
}

/**
 * A card payment gateway. The server, not the browser's message, decides that a payment is
 * complete: a provider reports its decision to the server, which records it.
 */
export interface PaymentProvider {
  name: string;
  initiate(payment: { reference: string; tempTransId: string; amountCents: number; currency: string }): Promise<RedirectData>;
}

/** The sandbox gateway the server hosts itself, so the whole lifecycle works offline. */
export const sandboxProvider: PaymentProvider = {
  name: "sandbox",
  initiate: async ({ reference }) => ({ url: `/api/payment/sandbox/${reference}`, method: "GET", reference }),
};

/** Test cards of the sandbox (README): one approves, the others decline with a reason. */
export const SANDBOX_CARDS: Record<string, { approve: boolean; reason?: string }> = {
  "4111111111111111": { approve: true },
  "4242424242424242": { approve: true },
  "4000000000000002": { approve: false, reason: "The card was declined by the issuing bank" },
  "4000000000009995": { approve: false, reason: "Insufficient funds" },
};
