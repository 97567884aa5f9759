import { useLocation } from "react-router-dom";
import { dashboardHeading } from "../dashboard/dashboardHeading.ts";
import { useDefinitions } from "../definitions/DefinitionsProvider.tsx";
import { useSession } from "../store/useSession.ts";
import { WizardHeader } from "../wizard/WizardHeader.tsx";
import { PageLoading } from "./PageLoading.tsx";

/**
 * What the layout shows while a lazy page's code loads on a first visit (docs/decisions/0027,
 * 0029): "Loading…", under the page's heading where the heading is known before the page's code
 * arrives: a wizard's (the type's title, from the page's inlined list of types) and the
 * signed-in applicant's dashboard (their name, from the session).
 */
export function RouteLoading() {
  const { pathname } = useLocation();
  const definitions = useDefinitions();
  const token = useSession((s) => s.token);
  const profile = useSession((s) => s.profile);
  const summary = pathname.startsWith("/application/") && definitions.status === "ready" ? definitions.summaries.find((d) => pathname === d.routePrefix || pathname.startsWith(`${d.routePrefix}/`)) : undefined;
  if (summary) return <PageLoading heading={<WizardHeader summary={summary} />} text="Loading…" />;
  if (pathname === "/profile" && token && profile)
    return (
      <PageLoading
        heading={
          <div className="nfa-dashboard-title">
            <h1 className="govuk-heading-xl">{dashboardHeading(profile)}</h1>
          </div>
        }
        text="Loading…"
      />
    );
  return (
    <p className="govuk-body" role="status">
      Loading…
    </p>
  );
}
