import { useEffect, useRef } from "react";
import { useOnline } from "../layout/useOnline.ts";

/**
 * A draft save that failed, said in the page instead of a toast over the buttons (issue 31 item 3,
 * decision 0047): the spec's message (spec 000 §8 'Draft saved'), that the answers are kept on this
 * device only and not yet in the applicant's account, and 'Try again'. It takes focus so a
 * screen reader announces it.
 */
export function SaveFailed({ busy, onRetry }: { busy: boolean; onRetry: () => void }) {
  const online = useOnline();
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <div className="govuk-error-summary" ref={ref} tabIndex={-1} role="alert" aria-labelledby="save-failed-title">
      <h2 className="govuk-error-summary__title" id="save-failed-title">
        Error occured while saving application
      </h2>
      <div className="govuk-error-summary__body">
        <p className="govuk-body">
          {online ? "" : "You seem to have no connection. "}Your answers are not saved to your account yet. They are kept on this device only, in this browser: they are lost if you clear it, and you cannot finish the application from another device.
        </p>
        <button type="button" className="govuk-button govuk-!-margin-bottom-0" onClick={onRetry} disabled={busy}>
          Try again
        </button>
      </div>
    </div>
  );
}
