import { listenAddress } from "./listenAddress.ts";

/**
 * The one line `npm start` prints when the portal answers (issue 15): where to open it and, when
 * the demo accounts are there, how to log in, so a first run needs no hunting in the README.
 */
export function readyLine(host: string, port: number, logins: ReadonlyArray<{ email: string; password: string }>): string {
  const accounts = logins.length ? ` · demo logins: ${logins.map((l) => `${l.email} / ${l.password}`).join(", ")} (README)` : "";
  return `NFA licensing portal ready on ${listenAddress(host, port)}${accounts}`;
}
