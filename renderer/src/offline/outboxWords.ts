/** What the portal says about the outbox (issue 27), in one place for the pages and their tests. */
export const KEPT_ON_PHONE = "Saved on this phone: it will be sent when you are back online";
export const READY_TO_SEND = "Ready to send: it will be sent when you are back online";
export const PAYMENT_NEEDS_SIGNAL = "Paying needs a connection. Your application is kept on this phone: it is sent when you are back online, and you can pay here then.";
export const SENDING_FIRST = "Sending what was saved on this phone first…";
