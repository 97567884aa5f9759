import { Link } from "react-router-dom";
import { TABS, tabPath, type TabId } from "./tabs.ts";

/**
 * The dashboard's tab list as links (each tab has its own address, `?active=`), so a tab can be
 * bookmarked, linked to from elsewhere (the status screen links to the drafts) and reached with
 * Back; the current one is marked with aria-current.
 */
export function DashboardTabs({ active, tabs = TABS.map((t) => t.id) }: { active: TabId | null; tabs?: TabId[] }) {
  return (
    <nav className="nfa-dashboard-tabs" aria-label="Dashboard">
      <ul className="nfa-dashboard-tabs__list">
        {TABS.filter((t) => tabs.includes(t.id)).map((tab) => (
          <li key={tab.id} className={`nfa-dashboard-tabs__item${tab.id === active ? " nfa-dashboard-tabs__item--current" : ""}`}>
            <Link className="govuk-link nfa-dashboard-tabs__link" to={tabPath(tab.id)} aria-current={tab.id === active ? "page" : undefined}>
              {tab.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
