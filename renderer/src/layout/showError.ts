import { toast } from "./toast.ts";

/**
 * Shows an error alert from a page of the first download, which does not bundle the alerts
 * library (docs/decisions/0027): sonner is imported when the alert is due (toast.ts).
 */
export function showError(message: string): void {
  toast.error(message);
}
