// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { FastifyInstance } from "fastify";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { compileDefinition } from "../engine/definition/compileDefinition.ts";
import { navigate } from "../engine/navigation/navigate.ts";
import { contextFor, loadDefinitions } from "../engine/node/loadDefinitions.ts";
import { loadScenarios } from "../engine/node/loadScenarios.ts";
import type { Definition } from "../engine/types.ts";
import { useSession } from "../renderer/src/store/useSession.ts";
import { buildApp, DEMO, tokenFor } from "../server/testing/buildApp.ts";
import { startDraft } from "../server/testing/startDraft.ts";
import { copySchemas, publishWithdrawal, type Published, type Withdrawal } from "./support/publishVersion.ts";
import { renderAt } from "./support/renderAt.tsx";
import { startPortal } from "./support/startPortal.ts";

/**
 * 'What changed since you started' against the real server (decision 0041): drafts of the Fisher
 * Licence are saved under its version in force; the next version is published in a copy of
 * schemas/ (the draft's fishing area withdrawn, a question added, the fees raised) and the server
 * starts again on the same database. A draft resumed from the dashboard, a submit and a payment of
 * drafts written under the old version each show the page first; Continue lands on the step that
 * asks again, and the server no longer holds the notice.
 */
const TODAY = "2026-11-22";
const definition = JSON.parse(readFileSync(join(import.meta.dirname, "..", "schemas", "types", "licence.json"), "utf8")) as Pick<Definition, "id" | "title" | "routePrefix" | "stages">;
const STEP = "fishing-area";
const compiledNow = loadDefinitions().loaded.find((d) => d.definition.id === definition.id)?.compiled;
/** The shortest complete scenario for today that walks the fishing-area step and chooses one area there. */
const scenario = loadScenarios(definition.id)
  .map((s) => s.scenario)
  .filter((s) => s.expect.complete === true && s.today === TODAY && !s.seasons && Array.isArray(s.answers.fishing_area) && s.answers.fishing_area.length === 1)
  .filter((s) => compiledNow && navigate(compiledNow, s.answers, contextFor(s.today, s.profile)).path.includes(STEP))
  .sort((a, b) => JSON.stringify(a.answers).length - JSON.stringify(b.answers).length)[0];
if (!scenario) throw new Error(`no complete scenario of ${definition.id} chooses one fishing area on its ${STEP} step`);
const WITHDRAWAL: Withdrawal = {
  slug: "licence",
  step: STEP,
  field: "fishing_area",
  option: String((scenario.answers.fishing_area as string[])[0]),
  note: "This area is closed to licensed fishing while its stocks recover.",
  question: { name: "fishing_distance", title: "How far from shore do you usually fish?", options: ["Within 12 nautical miles", "Beyond 12 nautical miles"] },
  raise: 50_000,
  effectiveFrom: "2026-11-20",
};
const typeRoute = definition.stages.find((s) => s.id === "type")?.route;

let schemas: string;
let data: string;
let app: FastifyInstance;
let token: string;
let profile: Record<string, unknown>;
let published: Published;
/** Drafts saved under the version in force before the new one was published. */
const drafts = { resumed: "", submitted: "", paid: "" };

beforeAll(async () => {
  schemas = copySchemas();
  data = mkdtempSync(join(tmpdir(), "what-changed-"));
  const env = { SQLITE_FILE: join(data, "portal.sqlite"), SCHEMAS_DIR: schemas, PORTAL_TODAY: TODAY };
  const before = await buildApp(env);
  const signedIn = await tokenFor(before, DEMO.fisher.email, DEMO.fisher.password);
  const compiled = compileDefinition(before.definitions.get(definition.id)?.definition as Definition);
  // The wizard's answers alone: a draft saved before the application form.
  const wizardFields = new Set([...compiled.steps.values()].flatMap((s) => Object.keys(s.schema.properties)));
  const { payment_details: _payment, ...unpaid } = scenario.answers;
  drafts.resumed = await startDraft(before, signedIn, definition.id, Object.fromEntries(Object.entries(scenario.answers).filter(([k]) => wizardFields.has(k))));
  drafts.submitted = await startDraft(before, signedIn, definition.id, scenario.answers);
  drafts.paid = await startDraft(before, signedIn, definition.id, unpaid);
  await before.close();
  published = publishWithdrawal(schemas, WITHDRAWAL);
  app = await startPortal(env);
  token = await tokenFor(app, DEMO.fisher.email, DEMO.fisher.password);
  profile = (await app.inject({ method: "GET", url: "/api/users/profile", headers: { authorization: token } })).json().data;
});
afterEach(cleanup);
afterAll(async () => {
  await app?.close();
  rmSync(schemas, { recursive: true, force: true });
  rmSync(data, { recursive: true, force: true });
});

/** The draft as stored: the version it is held under and whether a notice of what changed is pending. */
const stored = async (tempId: string) => (await app.knex("transactions").where({ temp_trans_id: tempId }).first("definition_version", "version_changes")) as { definition_version: string; version_changes: string | null };

/** The page's list of changes, each as its heading and the rest of its text. */
function changesShown(): Array<[string, string]> {
  return within(screen.getByRole("list", { name: "What changed" }))
    .getAllByRole("listitem")
    .map((li) => {
      const heading = within(li).getByRole("heading", { level: 2 }).textContent ?? "";
      return [heading, (li.textContent ?? "").slice(heading.length)];
    });
}

/** The page as a draft under the old version meets it, then Continue to the step that asks again. */
async function seeAndContinue(user: ReturnType<typeof userEvent.setup>, tempId: string) {
  const heading = await screen.findByRole("heading", { level: 1, name: "What changed since you started" });
  expect(screen.getByTestId("where").textContent).toBe(`${definition.routePrefix}/what-changed`);
  expect(screen.getByText(`The rules for ${definition.title} applications changed after you started yours.`)).toBeTruthy();
  await waitFor(() => expect(document.activeElement).toBe(heading));
  const shown = changesShown();
  expect(shown).toContainEqual(["Fishing Area", `You chose ${WITHDRAWAL.option}. This is no longer offered: please choose again.Why: ${WITHDRAWAL.note}`]);
  expect(shown).toContainEqual([`New question: ${WITHDRAWAL.question.title}`, "You will be asked this when you continue."]);
  const fees = shown.find(([h]) => h === "Fees")?.[1] ?? "";
  const [was, now] = [...fees.matchAll(/JMD\s([\d,]+\.\d\d)/g)].map((m) => Number(m[1]?.replace(/,/g, "")));
  expect(fees, "the fees rose by what each line the type states went up").toMatch(/^Were JMD\s[\d,]+\.\d\d, now JMD\s[\d,]+\.\d\d\.$/);
  expect((now ?? 0) - (was ?? 0)).toBeGreaterThanOrEqual(WITHDRAWAL.raise / 100);
  await user.click(screen.getByRole("button", { name: "Continue" }));
  await waitFor(() => expect(screen.getByTestId("where").textContent).toBe(`${definition.routePrefix}/${typeRoute}/${WITHDRAWAL.step}`));
  expect((await screen.findByRole("heading", { level: 2, name: "Fishing Area" })).id).toBe("step-title");
  expect(screen.queryByRole("checkbox", { name: WITHDRAWAL.option })).toBeNull();
  expect(await stored(tempId)).toEqual({ definition_version: published.to, version_changes: null });
  expect(useSession.getState().current).toMatchObject({ temp_trans_id: tempId, definition_version: published.to, changes: null, step: WITHDRAWAL.step });
}

describe("what changed since you started", () => {
  it("shows a draft resumed from the dashboard what changed, then opens the step that asks again", async () => {
    useSession.setState({ token, profile, current: null });
    const user = userEvent.setup({ delay: null });
    renderAt("/profile?active=draft-applications-tab", { validatorsFrom: app, where: true });
    const { id } = (await app.knex("transactions").where({ temp_trans_id: drafts.resumed }).first("id")) as { id: number };
    const resume = (await screen.findAllByRole("button", { name: `Resume draft ${definition.title}` })).find((b) => b.getAttribute("aria-describedby") === `draft-${id}-details`);
    if (!resume) throw new Error("the draft has no Resume button");
    await user.click(resume);
    await seeAndContinue(user, drafts.resumed);
  });

  it("shows a submit refused because the rules changed what changed, instead of a failure", async () => {
    useSession.setState({ token, profile, current: { appType: definition.id, temp_trans_id: drafts.submitted, answers: scenario.answers, step: null, submitted_transaction: null, definition_version: published.from } });
    const user = userEvent.setup({ delay: null });
    renderAt(`${definition.routePrefix}/preview`, { validatorsFrom: app, where: true });
    await user.click((await screen.findAllByRole("button", { name: "Submit your Application to NFA" }))[0] as HTMLElement);
    await user.click(await screen.findByRole("button", { name: "I Consent & Submit" }));
    await seeAndContinue(user, drafts.submitted);
    expect(screen.queryByRole("heading", { name: "Application Failed to be Submitted" })).toBeNull();
  });

  it("shows what changed when the save before a payment moves the draft, before anything is paid", async () => {
    const { payment_details: _payment, ...unpaid } = scenario.answers;
    useSession.setState({ token, profile, current: { appType: definition.id, temp_trans_id: drafts.paid, answers: unpaid, step: null, submitted_transaction: null, definition_version: published.from } });
    const user = userEvent.setup({ delay: null });
    renderAt(`${definition.routePrefix}/payment`, { validatorsFrom: app, where: true });
    await screen.findByRole("heading", { name: "Payment Form" });
    const office = screen.queryByRole("radio", { name: "In-Office" });
    if (office) await user.click(office);
    const expedite = screen.queryByRole("group", { name: /Expedite/ });
    if (expedite) await user.click(within(expedite).getByRole("radio", { name: "No" }));
    await user.click(screen.getByRole("button", { name: "Next" }));
    await user.click(await screen.findByRole("radio", { name: "Credit/Debit Card" }));
    await user.click(screen.getByRole("button", { name: "Next" }));
    await screen.findByRole("heading", { name: "Payment Details" });
    // The billing address starts from the profile, which has no city.
    await user.type(screen.getByLabelText("City"), "Old Harbour");
    await user.click(screen.getByRole("button", { name: "Make Payment" }));
    await seeAndContinue(user, drafts.paid);
    expect(await app.knex("payments").where({ temp_trans_id: drafts.paid })).toEqual([]);
  });
});
