import type { CompiledDefinition } from "../definition/compileDefinition.ts";
import { explainApplication } from "../explain/explainApplication.ts";
import { explanationText } from "../explain/explanationText.ts";
import { contextFor } from "./loadDefinitions.ts";
import type { HeldLicence } from "../types.ts";

/** What cli.ts lends the command: its option reader, its failure exit, its JSON reader and its loader of one type. */
export interface CliTools {
  option(args: string[], name: string): string | undefined;
  fail(message: string): never;
  readJson(file: string): unknown;
  compiledOf(type: string | undefined): CompiledDefinition;
  /** A definition file outside schemas/types, loaded and checked as `check FILE` does. */
  compiledFrom(file: string): CompiledDefinition;
}

/**
 * `npm run engine -- explain --type T --answers F [--today D] [--profile F] [--licences F] [--json]` (or
 * `--definition FILE` for a definition kept outside schemas/types): every step,
 * page, document and fee line with its outcome and the reason in words (docs/decisions/0033-explain.md);
 * `--json` prints the shape staff's case view reads (GET /api/admin/cases/{id}/explanation).
 */
export function explainCommand(args: string[], cli: CliTools): number {
  const file = cli.option(args, "definition");
  const compiled = file ? cli.compiledFrom(file) : cli.compiledOf(cli.option(args, "type"));
  const answers = cli.readJson(cli.option(args, "answers") ?? cli.fail("--answers FILE is required")) as Record<string, unknown>;
  const profileFile = cli.option(args, "profile");
  const today = cli.option(args, "today") ?? new Date().toISOString().slice(0, 10);
  const licencesFile = cli.option(args, "licences");
  const explanation = explainApplication(compiled, answers, contextFor(today, profileFile ? (cli.readJson(profileFile) as Record<string, unknown>) : {}, licencesFile ? (cli.readJson(licencesFile) as HeldLicence[]) : undefined));
  process.stdout.write(`${args.includes("--json") ? JSON.stringify(explanation, null, 2) : explanationText(explanation)}\n`);
  return 0;
}
