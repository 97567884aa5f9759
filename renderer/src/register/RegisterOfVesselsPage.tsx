import { useEffect, useState } from "react";
import { useSearchParams } from "react-router-dom";
import type { VesselRegisterPage } from "../../../engine/api/vesselRegisterContract.ts";
import { ApiError } from "../api/apiClient.ts";
import { useApi } from "../api/ApiProvider.tsx";
import { readSearch, searchQuery, type RegisterSearch } from "./registerQuery.ts";
import { RegisteredVesselsTable } from "./RegisteredVesselsTable.tsx";
import { RegisterPaging } from "./RegisterPaging.tsx";
import { RegisterSearchForm } from "./RegisterSearchForm.tsx";
import { STATUS_WORDS } from "./statusWords.ts";
import "./register.css";

/** What was loaded, and for which search: a page answered for the previous search is not this one's. */
type Load = { state: "loading" } | { state: "done"; page: VesselRegisterPage; query: string } | { state: "failed"; message: string; query: string };

/** What the search found, in a sentence, and what to try when it found nothing: read out by screen readers as it changes (role=status). */
function foundWords(search: RegisterSearch, page: VesselRegisterPage): { found: string; hint?: string } {
  const what = [search.status ? STATUS_WORDS[search.status].label.toLowerCase() : "", page.total === 1 ? "licensed vessel" : "licensed vessels"].filter(Boolean).join(" ");
  const matching = search.q ? ` matching ‘${search.q}’` : "";
  if (page.total > 0) return { found: `${page.total} ${what}${matching}` };
  if (!search.q && !search.status) return { found: "No vessel is on the register yet." };
  return { found: `No ${what}${matching} on the register.`, hint: "Check the spelling, or search for part of the name or number." };
}

/** How long an ended licence stays listed, in words: "a year", "2 years", "90 days". */
const keptFor = (days: number): string => (days % 365 !== 0 ? `${days} days` : days === 365 ? "a year" : `${days / 365} years`);

/**
 * /register-of-vessels (issue 29, decision 0066): the public register of licensed vessels. Anyone,
 * with no login, searches it by part of a vessel's name or registration number and by status; each
 * licence shows the vessel's name, number and home port, the licence, its validity and whether it
 * is in force. Nothing about the holder or the owners is shown, or sent by the server.
 */
export function RegisterOfVesselsPage() {
  const api = useApi();
  const [params, setParams] = useSearchParams();
  const search = readSearch(params);
  const query = searchQuery(search).toString();
  const [loaded, setLoad] = useState<Load>({ state: "loading" });
  // Until the new search's answer is in, the last one is not shown under the new words: a status
  // reading "3 licensed vessels matching 'new words'" above the previous search's rows would mislead.
  const load: Load = loaded.state !== "loading" && loaded.query !== query ? { state: "loading" } : loaded;
  const found = load.state === "done" ? foundWords(search, load.page) : null;

  useEffect(() => {
    let live = true;
    setLoad({ state: "loading" });
    api
      .get<VesselRegisterPage>(`/register/vessels${query ? `?${query}` : ""}`)
      .then((page) => live && setLoad({ state: "done", page, query }))
      .catch((failure: unknown) => live && setLoad({ state: "failed", query, message: failure instanceof ApiError ? failure.message : "The register could not be searched. Please try again." }));
    return () => {
      live = false;
    };
  }, [api, query]);

  return (
    <>
      <h1 className="govuk-heading-xl">Register of licensed vessels</h1>
      <p className="govuk-body">Fishing vessels licensed by the National Fisheries Authority, with each licence's type, the dates it is valid and whether it is in force today. Search by the vessel's name or registration number, as painted on its hull.</p>
      <p className="govuk-body">
        The register lists vessels, not people: it shows no owner's or licence holder's name or contact details.
        {loaded.state === "done" && loaded.page.listed_days_after_end > 0 && ` A licence that has expired or was revoked stays listed for ${keptFor(loaded.page.listed_days_after_end)} after it ended.`}
      </p>
      <RegisterSearchForm key={query} search={search} onSearch={(next) => setParams(searchQuery(next))} />
      {load.state === "loading" && (
        <p className="govuk-body" role="status">
          Loading…
        </p>
      )}
      {load.state === "failed" && (
        <p className="govuk-error-message" role="alert">
          {load.message}
        </p>
      )}
      {load.state === "done" && found && (
        <>
          <p className="govuk-body" role="status">
            <strong>{found.found}</strong>
            {found.hint && ` ${found.hint}`}
          </p>
          {load.page.vessels.length > 0 && <RegisteredVesselsTable vessels={load.page.vessels} caption={load.page.total > load.page.vessels.length ? `Licensed vessels, page ${load.page.page}` : "Licensed vessels"} />}
          <RegisterPaging search={search} pageSize={load.page.page_size} total={load.page.total} />
        </>
      )}
    </>
  );
}
