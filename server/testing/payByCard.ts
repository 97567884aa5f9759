import type { FastifyInstance, LightMyRequestResponse } from "fastify";

/**
 * Pays on the sandbox card page at `url` (the RedirectData.url a card payment's init answers)
 * with the demo fisher's test card, as the browser's form post would. Answers the page's response.
 */
export function payByCard(app: FastifyInstance, url: string): Promise<LightMyRequestResponse> {
  return app.inject({ method: "POST", url, payload: "card_name=Marcia+Campbell&card_number=4111+1111+1111+1111&expiry=12%2F39&cvv=123", headers: { "content-type": "application/x-www-form-urlencoded" } });
}
