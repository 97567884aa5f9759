// @vitest-environment jsdom
import { EditorView } from "@codemirror/view";
import { cleanup, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { FastifyInstance } from "fastify";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { evaluateApplication } from "../engine/evaluateApplication.ts";
import type { ImpactReport, ImpactTally } from "../engine/impact/impactReport.ts";
import { applicationLine, signedMoney, TALLY_ROWS, tallyFigure } from "../engine/impact/impactText.ts";
import { formatMoney } from "../engine/fees/formatMoney.ts";
import { contextFor, loadDefinitions } from "../engine/node/loadDefinitions.ts";
import { DEMO, tokenFor } from "../server/testing/buildApp.ts";
import { editedText, raiseFees } from "../server/testing/editedDefinition.ts";
import { demoFisher, payingScenario } from "../server/testing/scenarioAnswers.ts";
import { seedInProgress } from "../server/testing/seedInProgress.ts";
import { renderAt } from "./support/renderAt.tsx";
import { signIn } from "./support/signIn.ts";
import { startPortal } from "./support/startPortal.ts";

/**
 * The studio's impact panel (issue 24) against the real server: drafts and submitted cases of a
 * paying type are stored through the API; the demo admin opens the type in the studio, replaces
 * the editor's text with every fee raised (as typing does: a transaction of CodeMirror's own) and
 * replays it. The panel must show the figures the server's replay of the same text gives
 * (POST /api/studio/previews/{id}/impact), in the CLI's words; a day to judge on reaches the
 * server; and once the text changes, the figures are marked as of an earlier text.
 */
const TODAY = "2026-11-22";
const RISE = 50_000;
const scenario = payingScenario({ today: TODAY });
const TYPE = scenario.appType;
const original = loadDefinitions().loaded.find((t) => t.definition.id === TYPE);
if (!original) throw new Error(`${TYPE} does not load`);
const context = contextFor(TODAY, demoFisher());
const edited = editedText(original.definition, raiseFees(RISE), "types");

let app: FastifyInstance;
let admin: string;

// jsdom lays nothing out: CodeMirror measures text ranges for its cursor and selection, which here are empty.
Range.prototype.getClientRects = () => ({ length: 0, item: () => null, [Symbol.iterator]: [][Symbol.iterator] }) as unknown as DOMRectList;
Range.prototype.getBoundingClientRect = () => new DOMRect();

beforeAll(async () => {
  app = await startPortal({ PORTAL_TODAY: TODAY });
  const fisher = await tokenFor(app, DEMO.fisher.email, DEMO.fisher.password);
  await seedInProgress(app, fisher, scenario, original.compiled, context);
  admin = (await signIn(app, DEMO.admin.email, DEMO.admin.password)).token;
});
afterEach(cleanup);
afterAll(async () => {
  await app?.close();
});

/** The server's replay of `text`, asked as the studio asks it: checked (which keeps a preview), then replayed. */
async function serverImpact(text: string, today?: string): Promise<ImpactReport> {
  const headers = { authorization: `Bearer ${admin}` };
  const check = await app.inject({ method: "POST", url: `/api/studio/types/${TYPE}/check`, headers, payload: { source: text } });
  const previewId = check.json().data.preview?.id as string | undefined;
  if (!previewId) throw new Error(`the edit does not check clean: ${check.body}`);
  const impact = await app.inject({ method: "POST", url: `/api/studio/previews/${previewId}/impact`, headers, payload: today ? { today } : {} });
  expect(impact.statusCode, impact.body).toBe(200);
  return impact.json().data as ImpactReport;
}

/**
 * Replaces the editor's whole text with a transaction, the path a user's typing or pasting takes
 * to the studio, and waits for the studio to start checking it (the button waits for the check).
 */
async function typeText(text: string): Promise<void> {
  const editor = document.querySelector<HTMLElement>(".cm-editor");
  const view = editor && EditorView.findFromDOM(editor);
  if (!view) throw new Error("the studio shows no editor");
  view.dispatch({ changes: { from: 0, to: view.state.doc.length, insert: text }, userEvent: "input.paste" });
  await waitFor(() => expect(screen.getByText("Wait for the check of the edit to finish.")).toBeTruthy());
}

/** A table's body rows as the text of their cells (row headers included). */
const rowsOf = (caption: string) =>
  within(screen.getByRole("table", { name: caption }))
    .getAllByRole("row")
    .slice(1)
    .map((row) => Array.from(row.querySelectorAll("th, td"), (cell) => cell.textContent));

const talliesShown = (drafts: ImpactTally, submitted: ImpactTally) => TALLY_ROWS.map((row) => [row.label, tallyFigure(drafts, row), tallyFigure(submitted, row)]);

/** Presses the button once the check of the current text allows it, and waits for the replay's answer. */
async function replay(user: ReturnType<typeof userEvent.setup>): Promise<void> {
  const button = screen.getByRole<HTMLButtonElement>("button", { name: "Replay over stored applications" });
  await waitFor(() => expect(button.disabled).toBe(false), { timeout: 30_000 });
  await user.click(button);
  await waitFor(() => expect(screen.getByText(/^Replayed over \d+ drafts? and \d+ submitted applications?\.$/)).toBeTruthy(), { timeout: 30_000 });
}

describe("the studio's impact panel", () => {
  it("shows the figures the server's replay gives for the same edit, judged on the day asked, and marks them once the text changes", async () => {
    const user = userEvent.setup({ delay: null });
    renderAt(`/studio/${TYPE}`);
    const panel = within((await screen.findByRole("heading", { level: 2, name: "Impact on applications in progress" })).closest("section") as HTMLElement);
    // Until the committed text is checked there is nothing to replay, and the panel says why.
    expect(panel.getByRole<HTMLButtonElement>("button", { name: "Replay over stored applications" }).disabled).toBe(true);
    expect(panel.getByText("Wait for the check of the edit to finish.")).toBeTruthy();
    await waitFor(() => expect(screen.getByText(/^No issues;/)).toBeTruthy(), { timeout: 30_000 });

    await typeText(edited);
    await replay(user);
    const report = await serverImpact(edited);
    // Counted here, not by the replay: each submitted case (two) is charged RISE more on each fee line it has.
    const lines = evaluateApplication(original.compiled, scenario.answers, context).fees.lines.length;
    expect(report.submitted.revenueChangeCents).toBe(2 * lines * RISE);
    expect(panel.getByRole("heading", { level: 3 }).textContent).toBe(`${report.title} ${report.to} (from ${report.from}), judged on 22 November 2026`);
    expect(rowsOf("Stored applications the edit reaches")).toEqual(talliesShown(report.drafts, report.submitted));
    // The revenue change in words, as people read money, such as +JMD 1,000.00 (a JMD 500.00 rise on one line of two cases).
    const revenue = rowsOf("Stored applications the edit reaches").find(([label]) => label === "Revenue change");
    expect(revenue?.[2]).toBe(`+${formatMoney(2 * lines * RISE)}`);
    expect(revenue?.[2]).toMatch(/^\+JMD [\d,]+\.\d\d$/);
    expect(panel.getByText(/^Drafts are reached when they resume; submitted cases never change/)).toBeTruthy();
    expect(rowsOf("By licence type and parish")).toEqual(
      report.groups.map((g) => [g.licenceType ?? "No licence type", g.parish ?? "No parish", `${g.drafts.affected} of ${g.drafts.applications}`, signedMoney(g.drafts.revenueChangeCents), `${g.submitted.affected} of ${g.submitted.applications}`, signedMoney(g.submitted.revenueChangeCents)]),
    );
    expect(Array.from(panel.getByRole("list", { name: "Affected applications" }).querySelectorAll("li"), (li) => li.textContent)).toEqual(report.applications.map(applicationLine));
    expect(report.applications.length).toBeGreaterThan(0);
    expect(panel.queryByText("This replay is of an earlier text: replay again")).toBeNull();

    // A day to judge on goes to the server and is named in the heading.
    await user.type(panel.getByLabelText("Day"), "1");
    await user.type(panel.getByLabelText("Month"), "12");
    await user.type(panel.getByLabelText("Year"), "2026");
    await replay(user);
    const later = await serverImpact(edited, "2026-12-01");
    expect(panel.getByRole("heading", { level: 3 }).textContent).toBe(`${later.title} ${later.to} (from ${later.from}), judged on 1 December 2026`);
    expect(rowsOf("Stored applications the edit reaches")).toEqual(talliesShown(later.drafts, later.submitted));

    // Another text: the figures stay, said to be of the earlier one, and the button waits for the new check.
    await typeText(`${edited}\n`);
    expect(await panel.findByText("This replay is of an earlier text: replay again")).toBeTruthy();
    expect(rowsOf("Stored applications the edit reaches")).toEqual(talliesShown(later.drafts, later.submitted));
  });
});
