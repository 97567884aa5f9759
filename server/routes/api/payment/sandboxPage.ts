const escape = (text: string) => text.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c] ?? c);

const shell = (title: string, body: string) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escape(title)}</title>
<style>
body{font-family:system-ui,sans-serif;margin:0;padding:1.5rem;color:#0b0c0c;background:#fff}
h1{font-size:1.4rem;margin:0 0 .5rem}p{margin:.25rem 0 1rem}
label{display:block;font-weight:600;margin:.75rem 0 .25rem}
input{font-size:1rem;padding:.5rem;border:2px solid #0b0c0c;width:100%;max-width:20rem;box-sizing:border-box}
input:focus,button:focus{outline:3px solid #fd0;outline-offset:0}
button{margin-top:1rem;font-size:1rem;padding:.6rem 1.2rem;background:#00703c;color:#fff;border:0;cursor:pointer}
.error{color:#d4351c;font-weight:600}.note{color:#505a5f;font-size:.9rem}
</style></head><body>${body}</body></html>`;

/** The sandbox gateway's card form: a real form a tester fills, labelled for screen readers. */
export function cardForm(reference: string, amount: string, error?: string): string {
  return shell(
    "Sandbox card payment",
    `<main><h1>Sandbox card payment</h1>
<p>Amount due: <strong>${escape(amount)}</strong></p>
<p class="note">Test gateway: no money moves. Approve with 4111 1111 1111 1111; decline with 4000 0000 0000 0002 (declined) or 4000 0000 0000 9995 (insufficient funds). Any future expiry and any 3-digit CVV.</p>
${error ? `<p class="error" role="alert" id="form-error">${escape(error)}</p>` : ""}
<form method="post" action="/api/payment/sandbox/${escape(reference)}">
<label for="card_name">Name on card</label><input id="card_name" name="card_name" autocomplete="cc-name" required>
<label for="card_number">Card number</label><input id="card_number" name="card_number" inputmode="numeric" autocomplete="cc-number" required>
<label for="expiry">Expiry (MM/YY)</label><input id="expiry" name="expiry" placeholder="MM/YY" autocomplete="cc-exp" required>
<label for="cvv">CVV</label><input id="cvv" name="cvv" inputmode="numeric" autocomplete="cc-csc" required>
<button type="submit">Pay ${escape(amount)}</button>
</form></main>`,
  );
}

/**
 * The result page: it tells the tester what happened and, through sandbox.js, posts the outcome
 * to the portal window that framed it ({done: true, temp_trans_id} only for an approval).
 */
export function resultPage(tempTransId: string, approved: boolean, reason?: string): string {
  return shell(
    approved ? "Payment approved" : "Payment declined",
    `<main id="result" data-temp-trans-id="${escape(tempTransId)}" data-done="${approved ? "true" : "false"}">
<h1 role="status">${approved ? "Payment approved" : "Payment declined"}</h1>
<p>${approved ? "Your payment was approved. You may return to your application." : `Your payment was declined: ${escape(reason ?? "unknown reason")}.`}</p>
</main><script src="/api/payment/sandbox.js"></script>`,
  );
}

/** Posts the result to the parent window of the same origin; never trusted by the server. */
export const SANDBOX_SCRIPT = `(function(){var r=document.getElementById("result");if(!r||window.parent===window)return;
var m={temp_trans_id:r.getAttribute("data-temp-trans-id")};if(r.getAttribute("data-done")==="true")m.done=true;
window.parent.postMessage(m,window.location.origin);})();`;
