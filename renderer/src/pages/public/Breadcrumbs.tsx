import { Link } from "react-router-dom";

/** GOV.UK breadcrumbs: every crumb but the last is a link; the last is the current page. */
export function Breadcrumbs({ trail }: { trail: Array<{ label: string; to?: string }> }) {
  return (
    <nav className="govuk-breadcrumbs" aria-label="Breadcrumb">
      <ol className="govuk-breadcrumbs__list">
        {trail.map((crumb) => (
          <li key={crumb.label} className="govuk-breadcrumbs__list-item" {...(crumb.to ? {} : { "aria-current": "page" as const })}>
            {crumb.to ? (
              <Link className="govuk-breadcrumbs__link" to={crumb.to}>
                {crumb.label}
              </Link>
            ) : (
              crumb.label
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
