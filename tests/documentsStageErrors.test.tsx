// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { FastifyInstance } from "fastify";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { loadDefinitions } from "../engine/node/loadDefinitions.ts";
import type { Definition } from "../engine/types.ts";
import { useSession } from "../renderer/src/store/useSession.ts";
import { DEMO, tokenFor } from "../server/testing/buildApp.ts";
import { payingScenario, type FisherScenario } from "../server/testing/scenarioAnswers.ts";
import { renderAt } from "./support/renderAt.tsx";
import { PDF, PNG } from "./support/sampleFiles.ts";
import { startPortal } from "./support/startPortal.ts";

/**
 * The supporting-documents stage says what is wrong the one way the wizard does (issue 14): the
 * error summary headed by the spec's text, focused, linking to each document, the error inline on
 * each, both gone once the files are uploaded; each document says in plain words why it is needed.
 * The type is whichever paying scenario of the demo fisher needs two documents or more.
 */
const TODAY = "2026-11-22";
let app: FastifyInstance;
let token: string;
let scenario: FisherScenario;
let definition: Definition;

beforeAll(async () => {
  app = await startPortal({ PORTAL_TODAY: TODAY });
  token = await tokenFor(app, DEMO.fisher.email, DEMO.fisher.password);
  scenario = payingScenario({ today: TODAY, where: (s) => s.documents.length >= 2 });
  definition = loadDefinitions().loaded.find((d) => d.definition.id === scenario.appType)!.definition;
});
afterAll(async () => app.close());
afterEach(cleanup);

async function openDocuments() {
  const headers = { authorization: token };
  const profile = (await app.inject({ method: "GET", url: "/api/users/profile", headers })).json().data;
  const temp = (await app.inject({ method: "POST", url: "/api/transactions/temp", headers, payload: { app_type: scenario.appType } })).json().data.temp_trans_id as string;
  await app.inject({ method: "POST", url: `/api/applications/save-application?app_type=${scenario.appType}`, headers, payload: { ...scenario.answers, temp_trans_id: temp, app_type: scenario.appType, launchCase: false } });
  useSession.setState({ token, profile, current: { appType: scenario.appType, temp_trans_id: temp, answers: scenario.answers, step: null, submitted_transaction: null } });
  const stage = definition.stages.find((s) => s.id === "documents")!;
  renderAt(`${definition.routePrefix}/${stage.route}`, { validatorsFrom: app });
  await screen.findByRole("heading", { name: "Supporting Documents" });
}

const item = (key: string) => definition.documents!.items.find((d) => d.key === key)!;
const fileFor = (key: string) => (item(key).accept.includes(".pdf") ? new File([PDF], `${key}.pdf`, { type: "application/pdf" }) : new File([PNG], `${key}.png`, { type: "image/png" }));

describe("the documents stage", () => {
  it("says why each document is needed in the analyst's words, with no 'why?' and no rule", async () => {
    await openDocuments();
    for (const key of scenario.documents) {
      const row = screen.getByLabelText(`Upload ${item(key).name}`).closest("tr")!;
      expect(row.textContent).toContain(item(key).reason);
    }
    expect(screen.queryByText("why?")).toBeNull();
  });

  it("on Next with documents missing: a focused summary links to each, each shows its error inline, and both clear as the files are uploaded", async () => {
    const user = userEvent.setup();
    await openDocuments();
    await user.click(screen.getByRole("button", { name: "Next" }));
    const summary = await screen.findByRole("alert");
    expect(within(summary).getByRole("heading").textContent).toContain("All Documents must be uploaded before proceeding");
    await waitFor(() => expect(document.activeElement).toBe(summary));
    const [first, ...rest] = scenario.documents;
    for (const key of scenario.documents) {
      const name = item(key).name;
      expect(within(summary).getByRole("link", { name: `Upload the ${name}` })).toBeTruthy();
      const input = screen.getByLabelText(`Upload ${name}`);
      expect(input.getAttribute("aria-describedby")).toBe(`${input.id}__error`);
      expect(document.getElementById(`${input.id}__error`)?.textContent).toBe(`Error: Upload the ${name}`);
    }
    await user.click(within(summary).getByRole("link", { name: `Upload the ${item(first!).name}` }));
    expect(document.activeElement).toBe(screen.getByLabelText(`Upload ${item(first!).name}`));

    await user.upload(screen.getByLabelText(`Upload ${item(first!).name}`), fileFor(first!));
    await screen.findByText(`Uploaded: ${fileFor(first!).name}`);
    expect(within(screen.getByRole("alert")).queryByRole("link", { name: `Upload the ${item(first!).name}` })).toBeNull();
    for (const key of rest) {
      await user.upload(screen.getByLabelText(`Upload ${item(key).name}`), fileFor(key));
      await screen.findByText(`Uploaded: ${fileFor(key).name}`);
    }
    // Everything is uploaded: no summary and no inline error is left, without pressing Next again.
    await waitFor(() => expect(screen.queryByRole("alert")).toBeNull());
    expect(document.querySelector(".govuk-error-message")).toBeNull();
  });

  it("a refused file is an inline error and a summary line naming the document, not a toast", async () => {
    const user = userEvent.setup({ applyAccept: false });
    await openDocuments();
    const key = scenario.documents[0]!;
    await user.upload(screen.getByLabelText(`Upload ${item(key).name}`), new File(["MZ"], "tool.exe", { type: "application/octet-stream" }));
    const message = `Only ${item(key).accept.join(", ")} files are accepted`;
    const summary = await screen.findByRole("alert");
    expect(within(summary).getByRole("link").textContent).toBe(`${item(key).name}: ${message}`);
    expect(screen.getByLabelText(`Upload ${item(key).name}`).closest("td")?.textContent).toContain(message);
    // Said on the page, not in a toast that covers the header and goes away.
    expect([...document.querySelectorAll("[data-sonner-toast]")].filter((toast) => toast.textContent?.includes(message))).toEqual([]);
  });
});
