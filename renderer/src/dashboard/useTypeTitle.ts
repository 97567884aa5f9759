import { useDefinitions } from "../definitions/DefinitionsProvider.tsx";

/** The title of an application type from the server's definitions; the raw id while they load. */
export function useTypeTitle(): (appType: string) => string {
  const definitions = useDefinitions();
  return (appType) => (definitions.status === "ready" ? definitions.summaries.find((d) => d.id === appType)?.title : undefined) ?? appType;
}
