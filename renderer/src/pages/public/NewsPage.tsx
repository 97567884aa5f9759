import { Link } from "react-router-dom";
import type { BulletinsAnswer } from "../../../../engine/api/bulletinsContract.ts";
import { formatDate } from "../../../../engine/dates/formatDate.ts";
import { useApiGet } from "../../dashboard/useApiGet.ts";
import { Breadcrumbs } from "./Breadcrumbs.tsx";

function BulletinLink({ link, title }: { link: string; title: string }) {
  if (link.endsWith(".pdf"))
    return (
      <a className="govuk-link" href={link} target="_blank" rel="noreferrer">
        Read the {title} (PDF, opens in a new tab)
      </a>
    );
  return (
    <Link className="govuk-link" to={link}>
      Find out more <span className="govuk-visually-hidden">about {title}</span>
    </Link>
  );
}

/** /news-and-announcements with its breadcrumb Home / News and Announcements (spec 000 §2). */
export function NewsPage() {
  const state = useApiGet<BulletinsAnswer>("/bulletins");

  return (
    <>
      <Breadcrumbs trail={[{ label: "Home", to: "/home" }, { label: "News and Announcements" }]} />
      <h1 className="govuk-heading-xl">News and Announcements</h1>
      {state.status === "loading" && <p className="govuk-body" role="status">Loading the news…</p>}
      {state.status === "failed" && <p className="govuk-error-message" role="alert">The news could not be loaded: {state.message}</p>}
      {state.status === "ready" && (
        <ul className="nfa-bulletins" aria-label="Bulletins">
          {state.value.bulletins.map((b) => (
            <li key={b.id} className="nfa-bulletin">
              {b.image && <img className="nfa-bulletin__image" src={b.image} alt="" />}
              <div>
                <p className="govuk-caption-m">
                  {b.category} · <time dateTime={b.date}>{formatDate(b.date)}</time>
                </p>
                <h2 className="govuk-heading-m">{b.title}</h2>
                <p className="govuk-body govuk-!-font-weight-bold">{b.summary}</p>
                <p className="govuk-body">{b.description}</p>
                {b.link && <BulletinLink link={b.link} title={b.title} />}
              </div>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
