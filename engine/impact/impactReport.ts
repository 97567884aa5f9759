import type { CompiledDefinition } from "../definition/compileDefinition.ts";
import type { Definition, EngineContext, HeldLicence } from "../types.ts";
import { inForce, versionOrder } from "../versions/inForce.ts";
import { applicationImpact, isAffected, type ApplicationImpact, type StoredApplication } from "./applicationImpact.ts";

/** Counts over a set of applications: each count is of applications; money in integer cents, as the engine's fees. */
export interface ImpactTally {
  applications: number;
  affected: number;
  /** Applications that must answer something new. */
  mustAnswer: number;
  /** Applications with an answer the edit rewrites or removes. */
  answersRewritten: number;
  /** Applications that could go on before and cannot after, or the reverse. */
  outcomesFlipped: number;
  /** Applications with a document newly required. */
  documentsNew: number;
  /** Applications whose fees change. */
  feesChanged: number;
  revenueBeforeCents: number;
  revenueAfterCents: number;
  revenueChangeCents: number;
}

/** The tallies of one licence type in one parish. */
export interface ImpactGroup {
  licenceType: string | null;
  parish: string | null;
  drafts: ImpactTally;
  submitted: ImpactTally;
}

/**
 * What an edited definition would change over the stored applications of its type (issue 24), the
 * one answer of `npm run engine -- impact` and the studio's impact panel. Drafts are the
 * applications the edit will reach when they resume; submitted cases never change, and their
 * replay says what the edit would have done to applications like them (their revenue had it been
 * in force).
 */
export interface ImpactReport {
  appType: string;
  title: string;
  /** The version the edit starts from, and the edit's own label. */
  from: string;
  to: string;
  /** The day both were judged on: the edit's effectiveFrom when later than today, else today (or the day asked for). */
  day: string;
  drafts: ImpactTally;
  submitted: ImpactTally;
  groups: ImpactGroup[];
  /** The affected applications, drafts first, at most `limit` of them. */
  applications: ApplicationImpact[];
  /** How many affected applications were left out of `applications`. */
  leftOut: number;
}

/** Applications replayed between pauses. */
const SLICE = 50;

export const emptyTally = (): ImpactTally => ({ applications: 0, affected: 0, mustAnswer: 0, answersRewritten: 0, outcomesFlipped: 0, documentsNew: 0, feesChanged: 0, revenueBeforeCents: 0, revenueAfterCents: 0, revenueChangeCents: 0 });

function count(tally: ImpactTally, impact: ApplicationImpact): void {
  tally.applications += 1;
  if (isAffected(impact)) tally.affected += 1;
  if (impact.mustAnswer.length) tally.mustAnswer += 1;
  if (impact.rewritten.length) tally.answersRewritten += 1;
  if (impact.outcome.before !== impact.outcome.after) tally.outcomesFlipped += 1;
  if (impact.documentsNew.length) tally.documentsNew += 1;
  if (impact.fees.before !== impact.fees.after) tally.feesChanged += 1;
  tally.revenueBeforeCents += impact.fees.before;
  tally.revenueAfterCents += impact.fees.after;
  tally.revenueChangeCents = tally.revenueAfterCents - tally.revenueBeforeCents;
}

/**
 * The version an edit starts from: the served version of the same label (an edit in place), else
 * the one its migration names, else the one in force on `day`.
 */
export function impactBase(chain: CompiledDefinition[], edited: CompiledDefinition, day: string): CompiledDefinition | undefined {
  const named = (label: string | undefined) => chain.find((c) => c.definition.version === label);
  return named(edited.definition.version) ?? named(edited.definition.migrations?.from) ?? inForce(chain, day) ?? undefined;
}

/** The day an edit is judged on: the day asked for, else its effectiveFrom when later than today, else today. */
export function impactDay(edited: { definition: Pick<Definition, "effectiveFrom"> }, today: string, asked?: string): string {
  const from = edited.definition.effectiveFrom;
  return asked ?? (from && from > today ? from : today);
}

/** The engine context of one stored application's applicant: `context` (the impact day, the seasons) with their profile and, when read, their licences on file. */
export const withApplicant =
  (context: EngineContext) =>
  (profile: Record<string, unknown>, licences?: HeldLicence[]): EngineContext => ({ ...context, profile, ...(licences ? { licences } : {}) });

/**
 * Replays every stored application under the version the edit starts from and under the edit
 * (applicationImpact), and sums the result by state, licence type and parish. `contextOf` gives
 * the engine context of a profile and the licences on file on the impact day (the stored seasons
 * are the caller's; `withApplicant`).
 */
export async function impactReport(input: {
  chain: CompiledDefinition[];
  edited: CompiledDefinition;
  day: string;
  applications: StoredApplication[];
  contextOf: (profile: Record<string, unknown>, licences?: HeldLicence[]) => EngineContext;
  limit?: number;
  /** Called between slices of applications, so a server answers its other requests during a long replay. */
  pause?: () => Promise<void>;
}): Promise<ImpactReport> {
  const chain = versionOrder(input.chain);
  const base = impactBase(chain, input.edited, input.day);
  if (!base) throw new Error(`no version of ${input.edited.definition.id} is served to start the edit from`);
  const versions = { chain, base, edited: input.edited };
  const drafts = emptyTally();
  const submitted = emptyTally();
  const groups = new Map<string, ImpactGroup>();
  const affected: ApplicationImpact[] = [];
  for (const [index, stored] of input.applications.entries()) {
    if (input.pause && index > 0 && index % SLICE === 0) await input.pause();
    const impact = applicationImpact(versions, stored, input.contextOf(stored.profile, stored.licences));
    const key = JSON.stringify([impact.licenceType, impact.parish]);
    const group = groups.get(key) ?? { licenceType: impact.licenceType, parish: impact.parish, drafts: emptyTally(), submitted: emptyTally() };
    groups.set(key, group);
    count(stored.state === "draft" ? drafts : submitted, impact);
    count(stored.state === "draft" ? group.drafts : group.submitted, impact);
    if (isAffected(impact)) affected.push(impact);
  }
  const limit = input.limit ?? Number.POSITIVE_INFINITY;
  const ordered = [...affected.filter((a) => a.state === "draft"), ...affected.filter((a) => a.state === "submitted")];
  const label = (value: string | null) => value ?? "\uffff";
  return {
    appType: input.edited.definition.id,
    title: input.edited.definition.title,
    from: base.definition.version,
    to: input.edited.definition.version,
    day: input.day,
    drafts,
    submitted,
    groups: [...groups.values()].sort((a, b) => label(a.licenceType).localeCompare(label(b.licenceType)) || label(a.parish).localeCompare(label(b.parish))),
    applications: ordered.slice(0, limit),
    leftOut: Math.max(0, ordered.length - limit),
  };
}
