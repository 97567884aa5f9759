import { Link } from "react-router-dom";
import { OFFICER_DASHBOARD } from "../layout/RoleLink.tsx";

const TILES = [
  { to: "/admin/species-seasons", title: "Species Seasons", text: "Closed season dates the wizards follow." },
  { to: "/admin/transactions", title: "Transactions", text: "The transactions report, by filter or by month." },
  { to: "/admin/licences", title: "Licences", text: "Issued licences and ID cards." },
];
const MORE = [
  { to: "/admin/cases", title: "Case processing" },
  { to: "/admin/users", title: "Users" },
  { to: OFFICER_DASHBOARD, title: "Supporting officers" },
  // Officers by appointment (decision 0013); spec 000 §2 keeps the round tiles at three.
  { to: "/admin/officer-requests", title: "Officer requests" },
  // Transfers of licences to new owners (decision 0069).
  { to: "/admin/transfers", title: "Licence transfers" },
  { to: "/admin/g2g", title: "Government agencies (G2G)" },
  // The analysts' studio (issue 16, decision 0035): staff accounts open it.
  { to: "/studio", title: "Definitions studio" },
];

/** /admin (spec 000 §2): three round tiles to the seasons, transactions and licences pages. */
export function AdminHomePage() {
  return (
    <>
      <h1 className="govuk-heading-xl">Admin</h1>
      <ul className="nfa-admin-tiles" aria-label="Admin sections">
        {TILES.map((tile) => (
          <li key={tile.to}>
            <Link className="nfa-admin-tile" to={tile.to}>
              <span className="nfa-admin-tile__title">{tile.title}</span>
              <span className="nfa-admin-tile__text">{tile.text}</span>
            </Link>
          </li>
        ))}
      </ul>
      <h2 className="govuk-heading-m">More</h2>
      <ul className="govuk-list">
        {MORE.map((item) => (
          <li key={item.to}>
            <Link className="govuk-link" to={item.to}>
              {item.title}
            </Link>
          </li>
        ))}
      </ul>
    </>
  );
}
