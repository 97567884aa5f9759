import type { DiffEntry } from "../diff/definitionDiff.ts";
import type { OutcomeChange } from "../diff/outcomeChanges.ts";
import type { FlowGraph } from "../graph/flowGraph.ts";

/** A lint issue located in a file (engine/node's LocatedIssue, as the studio's API sends it). */
export interface StudioIssue {
  code: string;
  file: string;
  pointer: string;
  line: number;
  column: number;
  message: string;
}

/** One scenario of the type run against the edited definition. */
export interface StudioScenario {
  /** The file's name without `.json` (as coverage names it). */
  name: string;
  title: string;
  file: string;
  passed: boolean;
  /** What the engine said differently from the scenario's expectations (empty when it passed). */
  diffs: string[];
  profile: Record<string, unknown>;
}

/**
 * What POST /api/studio/types/{appType}/check answers (server/routes/api/studio/checkSchema.ts
 * is its JSON Schema): shared by the server, which builds it, and the studio page, which shows it.
 */
export interface StudioCheck {
  /** The file the edit stands for (`schemas/types/licence.json`); issues in it are the editor's to show. */
  file: string;
  issues: StudioIssue[];
  /** Null until the edit lints clean (a definition with issues is not run). */
  scenarios: StudioScenario[] | null;
  graph: FlowGraph | null;
  diff: DiffEntry[] | null;
  outcomes: OutcomeChange[] | null;
  /** The short hash of the edited definition (resolved), as GET /api/definitions gives the served ones'. */
  hash: string | null;
  /** The live preview's id (GET /api/studio/previews/{id}); null when the edit does not compile. */
  preview?: { id: string } | null;
}
