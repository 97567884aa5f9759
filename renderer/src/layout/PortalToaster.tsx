import { Toaster } from "sonner";

/** Spec 000 §9: alerts close after 3000 ms. */
export const TOAST_MS = 3000;

/**
 * The portal's alerts (sonner). At the bottom: at the top toasts covered the header and the titles
 * of dialogs (issue 14). Loaded apart from the first page by LazyToaster (docs/decisions/0027).
 */
export function PortalToaster() {
  return <Toaster position="bottom-center" duration={TOAST_MS} richColors closeButton />;
}
