/**
 * Shows an error alert from a page of the first download, which does not bundle the alerts
 * library (docs/decisions/0027): sonner is imported when the alert is due. Pages loaded later
 * import `toast` from sonner directly.
 */
export function showError(message: string): void {
  void import("sonner").then(({ toast }) => toast.error(message));
}
