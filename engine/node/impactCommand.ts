import { buildContext } from "../buildContext.ts";
import { compileDefinition, type CompiledDefinition } from "../definition/compileDefinition.ts";
import { impactDay, impactReport, withApplicant } from "../impact/impactReport.ts";
import { impactText } from "../impact/impactText.ts";
import { readsLicences } from "../licences/readsLicences.ts";
import type { Definition } from "../types.ts";
import type { CliTools } from "./explainCommand.ts";
import { loadHistory } from "./loadHistory.ts";
import { defaultSeasons } from "./loadDefinitions.ts";
import { serverDatabase } from "./serverDatabase.ts";
import { storedApplications } from "./storedApplications.ts";

/** Affected applications the text lists; --json lists every one. */
const LISTED = 20;

/** The served versions of a type: those kept in schemas/history, and those only the database still holds. */
async function servedChain(db: import("knex").Knex, appType: string): Promise<CompiledDefinition[]> {
  const kept = loadHistory().filter((k) => k.definition.id === appType).map((k) => k.compiled);
  const labels = new Set(kept.map((c) => c.definition.version));
  const rows = (await db.schema.hasTable("definition_versions")) ? ((await db("definition_versions").where({ app_type: appType }).select("version", "definition")) as Array<{ version: string; definition: string }>) : [];
  const archived = rows.filter((r) => !labels.has(r.version)).map((r) => compileDefinition(JSON.parse(r.definition) as Definition));
  return [...kept, ...archived];
}

/**
 * `npm run engine -- impact --type T [--definition F] [--today D] [--json]` (issue 24): replays the
 * type's definition as it is in schemas/types (or the edited file F) over the stored drafts and
 * submitted applications of the database the server uses (SQLITE_FILE, default data/portal.sqlite,
 * or DATABASE_URL), against the version it starts from, and prints what would change: applications
 * that must answer something new, answers rewritten, outcomes that flip, documents newly required
 * and the fees, in total and by licence type and parish. Each application is judged with its
 * applicant's licences on file when a version reads them, as the studio's panel does. Reads only.
 */
export async function impactCommand(args: string[], cli: CliTools): Promise<number> {
  const file = cli.option(args, "definition");
  const type = cli.option(args, "type");
  const edited = file ? cli.compiledFrom(file) : cli.compiledOf(type);
  if (type && type !== edited.definition.id) cli.fail(`${file} defines ${edited.definition.id}, not ${type}`);
  const asked = cli.option(args, "today");
  if (asked !== undefined && !/^\d{4}-\d{2}-\d{2}$/.test(asked)) cli.fail("--today must be a day, YYYY-MM-DD");
  const connection = serverDatabase(process.env);
  if (!connection) cli.fail("no database to replay: start the portal once (npm start) or set SQLITE_FILE or DATABASE_URL");
  const { db, where } = connection;
  try {
    if (!(await db.schema.hasTable("transactions"))) cli.fail(`${where} has no applications: start the portal on it once (npm start)`);
    const chain = await servedChain(db, edited.definition.id);
    // An edit in another file starts from the version in schemas/types, served once the portal starts on it.
    if (file) {
      const current = cli.compiledOf(edited.definition.id);
      if (!chain.some((c) => c.definition.version === current.definition.version)) chain.push(current);
    }
    // A database that never served the type: the edit is all there is, and changes nothing.
    if (!chain.length) chain.push(edited);
    const day = impactDay(edited, process.env.PORTAL_TODAY ?? new Date().toISOString().slice(0, 10), asked);
    const seasons = (await db.schema.hasTable("species_seasons")) ? ((await db("species_seasons").select("specie_name", "start_date", "end_date")) as Array<{ specie_name: string; start_date: string; end_date: string }>) : [];
    const context = buildContext({ today: day, defaults: defaultSeasons(), seasons });
    // Each applicant's licences on file, read only when the edit or a served version has a rule on them.
    const licences = [edited, ...chain].some((c) => readsLicences(c.definition));
    const report = await impactReport({ chain, edited, day, applications: await storedApplications(db, edited.definition.id, { licences }), contextOf: withApplicant(context), ...(args.includes("--json") ? {} : { limit: LISTED }) });
    process.stdout.write(`${args.includes("--json") ? JSON.stringify(report, null, 2) : impactText(report, where)}\n`);
    return 0;
  } finally {
    await db.destroy();
  }
}
