import { useId, type ReactNode } from "react";

/**
 * A GOV.UK notification banner titled 'Important' with its heading: what the dashboard must tell
 * the applicant before anything else (a contact to confirm, decision 0044; a licence offered to
 * them, decision 0069). A region named by its title, so it can be found and skipped.
 */
export function ImportantBanner({ heading, children }: { heading: string; children: ReactNode }) {
  const titleId = useId();
  return (
    <div className="govuk-notification-banner" role="region" aria-labelledby={titleId}>
      <div className="govuk-notification-banner__header">
        <h2 className="govuk-notification-banner__title" id={titleId}>
          Important
        </h2>
      </div>
      <div className="govuk-notification-banner__content">
        <p className="govuk-notification-banner__heading">{heading}</p>
        {children}
      </div>
    </div>
  );
}
