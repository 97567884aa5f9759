import { useEffect, useState } from "react";
import { Link, useParams } from "react-router-dom";
import { AdminGuard } from "../admin/AdminGuard.tsx";
import { useApi } from "../api/ApiProvider.tsx";
import type { SchemaNode } from "./schemaAt.ts";
import { StudioWorkbench } from "./StudioWorkbench.tsx";
import "./studio.css";

interface StudioType {
  id: string;
  title: string;
  file: string;
}

/** /studio: the definitions an analyst can open. */
function StudioTypeList() {
  const api = useApi();
  const [types, setTypes] = useState<StudioType[] | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  useEffect(() => {
    api
      .get<{ types: StudioType[] }>("/studio/types")
      .then((data) => setTypes(data.types))
      .catch((error: Error) => setFailure(error.message));
  }, [api]);
  return (
    <>
      <h1 className="govuk-heading-xl">Studio</h1>
      <p className="govuk-body">Open a definition to edit its JSON and see its lint, scenarios, flow, difference from the committed file and a live preview. Nothing here changes what the portal serves.</p>
      {failure && <p className="govuk-error-message" role="alert">{failure}</p>}
      {!types && !failure && <p className="govuk-body" role="status">Loading…</p>}
      {types && (
        <ul className="govuk-list">
          {types.map((t) => (
            <li key={t.id}>
              <Link className="govuk-link" to={`/studio/${t.id}`}>
                {t.title}
              </Link>{" "}
              <span className="govuk-hint govuk-!-display-inline">schemas/types/{t.file}</span>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

/** /studio/{type}: the committed text and the meta-schema, then the workbench. */
function StudioType({ type }: { type: string }) {
  const api = useApi();
  const [loaded, setLoaded] = useState<{ title: string; file: string; source: string; schema: SchemaNode } | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    setLoaded(null);
    Promise.all([api.get<{ title: string; file: string; source: string }>(`/studio/types/${encodeURIComponent(type)}`), api.get<{ schema: SchemaNode }>("/studio/meta-schema")])
      .then(([source, meta]) => live && setLoaded({ ...source, schema: meta.schema }))
      .catch((error: Error) => live && setFailure(error.message));
    return () => {
      live = false;
    };
  }, [api, type]);
  if (failure)
    return (
      <>
        <h1 className="govuk-heading-xl" data-title={`Studio: ${type}`}>
          Studio
        </h1>
        <p className="govuk-error-message" role="alert">
          {failure}
        </p>
        <Link className="govuk-link" to="/studio">
          Back to the definitions
        </Link>
      </>
    );
  if (!loaded) return <p className="govuk-body" role="status">Loading the definition…</p>;
  return <StudioWorkbench type={type} {...loaded} />;
}

/** The analysts' studio (issue 16, decision 0035), for staff: /studio and /studio/{type}. */
export function StudioPage() {
  const { type } = useParams();
  return <AdminGuard>{type ? <StudioType type={type} /> : <StudioTypeList />}</AdminGuard>;
}
