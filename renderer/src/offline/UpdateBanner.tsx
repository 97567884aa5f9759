import { useSyncExternalStore } from "react";
import { applyUpdate, onUpdateWaiting, updateWaiting } from "./registerServiceWorker.ts";

/**
 * Says a new version of the portal is ready, and takes it only when the applicant presses the
 * button (issue 27): what was saved is kept, and nothing changes under them mid-application.
 */
export function UpdateBanner() {
  const ready = useSyncExternalStore(onUpdateWaiting, updateWaiting, () => false);
  if (!ready) return null;
  return (
    <div className="govuk-notification-banner nfa-update-banner" role="region" aria-labelledby="nfa-update-title">
      <div className="govuk-notification-banner__header">
        <h2 className="govuk-notification-banner__title" id="nfa-update-title">
          Update available
        </h2>
      </div>
      <div className="govuk-notification-banner__content">
        <p className="govuk-body">A new version of the portal is ready. Save what you are doing first: updating reloads the page.</p>
        <button type="button" className="govuk-button govuk-!-margin-bottom-0" onClick={applyUpdate}>
          Update now
        </button>
      </div>
    </div>
  );
}
