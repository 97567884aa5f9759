import { Link } from "react-router-dom";
import { Breadcrumbs } from "./Breadcrumbs.tsx";

/** /community: the Authority and the fishing and fish-farming communities it serves (spec 000 §1). */
export function CommunityPage() {
  return (
    <>
      <Breadcrumbs trail={[{ label: "Home", to: "/home" }, { label: "Community" }]} />
      <h1 className="govuk-heading-xl">Community</h1>
      <p className="govuk-body-l">Jamaica's fisheries are shared by the fishers, vessel owners, fish farmers, vendors and processors of the fishing beaches and fish farms around the island. The Authority works with them to keep the fisheries productive for the next generation.</p>
      <h2 className="govuk-heading-m">Fishing beaches and cooperatives</h2>
      <p className="govuk-body">Fisher cooperatives and beach groups are the Authority's first partners: they pass on notices, help members register and renew, and raise their members' concerns. Ask your cooperative about registration days at your beach.</p>
      <h2 className="govuk-heading-m">People who work in fisheries</h2>
      <p className="govuk-body">
        Vendors, processors, boat helpers and net menders who do not fish can get a <Link className="govuk-link" to="/fisher-worker-details">Fisher Worker ID</Link>, so that they are recognised at their port.
      </p>
      <h2 className="govuk-heading-m">Protecting the stocks together</h2>
      <p className="govuk-body">
        Respect the closed seasons for conch, spiny lobster and sea cucumber, and declare stock you hold when a season closes. If you see fishing that breaks the law, <Link className="govuk-link" to="/application/submit-violation-notice">submit a Notice of Violation</Link>: no account is needed.
      </p>
      <h2 className="govuk-heading-m">Stay informed</h2>
      <p className="govuk-body">
        Read the <Link className="govuk-link" to="/news-and-announcements">news and announcements</Link> for closed seasons, notices and changes to the portal, and see the <Link className="govuk-link" to="/clickable-map">banks and shelves map</Link>.
      </p>
    </>
  );
}
