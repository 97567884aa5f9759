import { formatMoney } from "../../engine/fees/formatMoney.ts";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { buildContext } from "../../engine/buildContext.ts";
import { evaluateApplication } from "../../engine/evaluateApplication.ts";
import { defaultSeasons, loadDefinitions, type LoadedDefinition } from "../../engine/node/loadDefinitions.ts";
import { loadScenarios } from "../../engine/node/loadScenarios.ts";
import { bindProfile } from "../../engine/profile/bindProfile.ts";
import { profileFields } from "../../engine/profile/profileFields.ts";
import type { Scenario } from "../../engine/scenarios/Scenario.ts";
import { validateSection } from "../../engine/validation/validateSection.ts";
import { ROOT } from "../config.ts";
import { todayInJamaica } from "../plugins/app/definitions.ts";
import { DEMO } from "./buildApp.ts";

/**
 * The answers of a type's first scenario that expects a complete application, so server tests
 * submit exactly what the analysts' conformance tests prove complete, without restating them.
 */
export function completeScenario(appType: string): Scenario {
  for (const { scenario } of loadScenarios(appType)) {
    if (scenario.expect.complete === true && scenario.expect.fees?.total !== undefined && (scenario.expect.documents?.length ?? 0) > 0) return scenario;
  }
  throw new Error(`no complete scenario with documents and fees for ${appType}`);
}

/**
 * A type's first complete scenario for an individual on `today` with the server's own seasons:
 * what the demo fisher can walk through the screens as the scenario says (renderer tests).
 */
export function individualScenario(appType: string, today: string): Scenario | undefined {
  return loadScenarios(appType)
    .map(({ scenario }) => scenario)
    .find((s) => s.expect.complete === true && s.today === today && !s.seasons && (s.profile?.applicant_type ?? "Individual") === "Individual");
}

/** Smallest valid files for uploads: their magic bytes are real. */
export const FILES = {
  png: Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==", "base64"),
  pdf: Buffer.from("%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n"),
  exe: Buffer.from("4d5a90000300000004000000ffff0000", "hex"),
};

/** A complete scenario of a paying type as the demo fisher would send it, judged by the engine. */
export interface FisherScenario {
  appType: string;
  /** The scenario's answers, as a client sends them. */
  answers: Record<string, unknown>;
  /** The fee total in JMD the engine computes for these answers, the fisher's profile and the day. */
  fees: number;
  /** The documents these answers require, by key. */
  documents: string[];
  /** The payment_details fields the payment form requires for these answers when none is given. */
  paymentFields: string[];
  /** The applicant fields the type takes from the profile on submit (`x-profile` verified, decision 0015). */
  verifiedFields: string[];
}

let definitions: LoadedDefinition[] | undefined;
/** The definitions of schemas/types/, loaded once per test file. */
const loadedDefinitions = (): LoadedDefinition[] => (definitions ??= loadDefinitions().loaded);

/** The demo individual the server tests sign in as, as fixtures/demo/accounts.json loads it. */
export function demoFisher(): Record<string, unknown> {
  const { accounts } = JSON.parse(readFileSync(join(ROOT, "fixtures", "demo", "accounts.json"), "utf8")) as { accounts: Array<Record<string, unknown>> };
  const { label: _label, password: _password, ...profile } = accounts.find((a) => a.email === DEMO.fisher.email) ?? {};
  return profile;
}

/**
 * Judges answers as the server does for the demo fisher on `today`: complete, priced, its payment
 * form answered and the verified applicant fields as in the profile (docs/decisions/0015); null
 * when the fisher could not submit them with a payment.
 */
function judgeForFisher(loaded: LoadedDefinition, answers: Record<string, unknown>, today: string): FisherScenario | null {
  const profile = demoFisher();
  const context = buildContext({ today, defaults: defaultSeasons(), profile });
  if (bindProfile(loaded.compiled, answers, profile).errors.length) return null;
  const { navigation, documents, fees } = evaluateApplication(loaded.compiled, answers, context);
  const payment = loaded.compiled.payment;
  if (!navigation.complete || fees.total <= 0 || !payment) return null;
  const scope = { answers: navigation.answers, context, named: loaded.compiled.named };
  if (!validateSection(payment, scope).valid) return null;
  const unanswered = validateSection(payment, { ...scope, answers: { ...scope.answers, payment_details: {} } });
  const paymentFields = unanswered.errors.map((e) => e.pointer.split("/")[2] ?? "").filter(Boolean);
  const verifiedFields = profileFields(loaded.compiled)
    .filter((f) => f.link.verified)
    .map((f) => f.field);
  return { appType: loaded.definition.id, answers, fees: fees.total / 100, documents: documents.filter((d) => d.required).map((d) => d.key), paymentFields, verifiedFields };
}

/** Options of the paying-scenario helpers. */
export interface PayingOptions {
  /** Only scenarios for which this holds (a test's own needs: a required document, card collection). */
  where?: (scenario: FisherScenario) => boolean;
  /** The day the server judges on: its PORTAL_TODAY, else today in Jamaica as the server has it. */
  today?: string;
}

/**
 * The answers of the complete scenarios (fixtures/scenarios/) of the types that need a login and
 * have a payment stage, in the order the definitions load (schemas/types/) and then by file name,
 * whose profile is the demo fisher's (and with no seasons of their own: the server has its stored ones).
 */
function fisherCandidates(): Array<{ loaded: LoadedDefinition; answers: Record<string, unknown> }> {
  const fisher = demoFisher();
  return loadedDefinitions().flatMap((loaded) => {
    const { definition } = loaded;
    if (!definition.requiresLogin || !definition.stages.some((s) => s.id === "payment")) return [];
    return loadScenarios(definition.id)
      .filter(({ scenario }) => scenario.expect.complete === true && !scenario.seasons && Object.entries(scenario.profile ?? {}).every(([key, value]) => fisher[key] === value))
      .map(({ scenario }) => ({ loaded, answers: scenario.answers }));
  });
}

/**
 * The complete scenarios the demo fisher can submit with a payment on `today` (see
 * fisherCandidates and judgeForFisher), in the order the definitions and scenario files load.
 */
export function payingScenarios(today = todayInJamaica()): FisherScenario[] {
  return fisherCandidates().flatMap(({ loaded, answers }) => judgeForFisher(loaded, answers, today) ?? []);
}

/** The first paying scenario of the demo fisher (see payingScenarios) for which `where` holds. */
export function payingScenario({ where = () => true, today }: PayingOptions = {}): FisherScenario {
  const found = payingScenarios(today).find(where);
  if (!found) throw new Error("no complete scenario of a paying type that the demo fisher can submit meets this test's needs");
  return found;
}

/** The application type of the first paying scenario of the demo fisher for which `where` holds. */
export function payingType(options: PayingOptions = {}): string {
  return payingScenario(options).appType;
}

/**
 * Two paying scenarios of one type for the demo fisher whose fees differ, cheaper first, both
 * with the cheaper one's payment_details (so the fees differ by the answers, not by how one pays
 * or collects a card): the first such pair of `appType`, or of the first type that has one.
 */
export function cheaperAndDearer(appType?: string, { today = todayInJamaica() }: { today?: string } = {}): { cheaper: FisherScenario; dearer: FisherScenario } {
  const candidates = fisherCandidates();
  for (const base of payingScenarios(today).filter((s) => appType === undefined || s.appType === appType)) {
    for (const { loaded, answers } of candidates.filter((c) => c.loaded.definition.id === base.appType && c.answers !== base.answers)) {
      const other = judgeForFisher(loaded, { ...answers, payment_details: base.answers.payment_details }, today);
      if (!other || other.fees === base.fees) continue;
      return other.fees > base.fees ? { cheaper: base, dearer: other } : { cheaper: other, dearer: base };
    }
  }
  throw new Error(`no two paying scenarios${appType ? ` of ${appType}` : ""} with different fees for the demo fisher`);
}

/** An amount in JMD as the portal writes it in messages: `JMD 2,000.00`. */
export const jmdText = (amount: number): string => formatMoney(Math.round(amount * 100));
