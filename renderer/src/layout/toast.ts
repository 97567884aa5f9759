/** The alerts the wizard and the pages of the first download raise. */
type Kind = "error" | "success" | "warning" | "info";

/** Imports sonner when the alert is due, then raises it. */
const raise = (kind: Kind) => (message: string) => {
  void import("sonner").then(({ toast: sonner }) => sonner[kind](message));
};

/**
 * sonner's `toast`, its library fetched when the first alert is raised rather than with the page
 * (docs/decisions/0027): no alert is due before the applicant acts, and a wizard step or check
 * your answers on a weak signal draws without its 9 KB. The container (LazyToaster) shows an alert
 * raised before it arrived.
 */
export const toast = { error: raise("error"), success: raise("success"), warning: raise("warning"), info: raise("info") } as const;
