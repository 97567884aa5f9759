import { compileDefinition, type CompiledDefinition } from "../../engine/definition/compileDefinition.ts";
import type { StoredApplication } from "../../engine/impact/applicationImpact.ts";
import { impactReport, withApplicant, type ImpactReport } from "../../engine/impact/impactReport.ts";
import { definitionHash } from "../../engine/node/definitionHash.ts";
import type { Definition, EngineContext } from "../../engine/types.ts";
import { studioCheck } from "./studioCheck.ts";
import { validatorSource } from "./validatorModule.ts";
import { withoutServerPaths } from "./withoutServerPaths.ts";

/**
 * The studio's heavy work, as it is sent to a worker thread (decision 0043): plain data in and
 * out (a compiled definition holds functions, which cannot cross), so the worker compiles.
 */
export type StudioTask =
  | { kind: "check"; type: string; path: string; committedText: string; text: string }
  | { kind: "validators"; definition: Definition }
  | { kind: "impact"; edited: Definition; /** The type's served versions, oldest first. */ chain: Definition[]; day: string; applications: StoredApplication[]; context: EngineContext; limit: number };

/** What each kind of task answers. */
export interface StudioAnswers {
  check: ReturnType<typeof studioCheck>;
  /** The validators' ajv standalone code, for the main thread to bundle (esbuild runs in a process of its own). */
  validators: string;
  impact: ImpactReport;
}

/** The served versions a worker has compiled, by content hash: the same few for every replay of a type. */
const compiledServed = new Map<string, CompiledDefinition>();
const KEPT_SERVED = 40;

function servedCompiled(definition: Definition): CompiledDefinition {
  const hash = definitionHash(definition);
  const known = compiledServed.get(hash);
  if (known) return known;
  const compiled = compileDefinition(definition);
  if (compiledServed.size >= KEPT_SERVED) compiledServed.delete(compiledServed.keys().next().value as string);
  compiledServed.set(hash, compiled);
  return compiled;
}

async function run(task: StudioTask): Promise<StudioAnswers[StudioTask["kind"]]> {
  switch (task.kind) {
    case "check":
      return studioCheck(task.type, task.path, task.committedText, task.text);
    case "validators":
      return validatorSource(task.definition);
    case "impact": {
      const edited = compileDefinition(task.edited);
      // A type no version of which is served yet starts from the edit itself.
      return impactReport({ chain: task.chain.length ? task.chain.map(servedCompiled) : [edited], edited, day: task.day, applications: task.applications, contextOf: withApplicant(task.context), limit: task.limit });
    }
  }
}

/** Runs one studio task (in a worker thread: server/services/studioWorker.ts), its answer naming no folder of the server. */
export async function runStudioTask(task: StudioTask): Promise<StudioAnswers[StudioTask["kind"]]> {
  return withoutServerPaths(await run(task));
}
