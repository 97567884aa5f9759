import { CommittedSchemas } from "./committedSchemas.ts";
import type { LoadedDefinition, LocatedIssue } from "./loadDefinitions.ts";
import { servedVersions, type ServedVersions } from "./servedVersions.ts";
import type { SourceFiles } from "./sourceFiles.ts";
import { versionIssues } from "./versionIssues.ts";

/**
 * The version checks of `check` over the definitions that loaded (decision 0041), each compared
 * with its history, its committed text and the versions the server's database served. An issue
 * found in a shared fragment for several types is listed once. A database that cannot be reached
 * is not compared, and `note` says so (the check must not hang on a server that is down).
 */
export async function checkVersions(loaded: LoadedDefinition[], files: SourceFiles, note: (line: string) => void, env: NodeJS.ProcessEnv = process.env): Promise<LocatedIssue[]> {
  let served: ServedVersions | null = null;
  try {
    served = await servedVersions(env);
  } catch (error) {
    note(`the definitions were not compared with the database's served versions: ${(error as Error).message}`);
  }
  const committed = new CommittedSchemas();
  try {
    const found = new Map<string, LocatedIssue>();
    for (const definition of loaded) {
      for (const issue of versionIssues(definition, files, { committed, served })) found.set(`${issue.file}:${issue.line}:${issue.column} ${issue.code} ${issue.message}`, issue);
    }
    return [...found.values()];
  } finally {
    committed.dispose();
  }
}
