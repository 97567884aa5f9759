// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { FastifyInstance } from "fastify";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { loadScenarios } from "../engine/node/loadScenarios.ts";
import type { Scenario } from "../engine/scenarios/Scenario.ts";
import { PREVIEW_TIMEOUT_MS } from "../renderer/src/print/useUploadedPreviews.ts";
import { useSession } from "../renderer/src/store/useSession.ts";
import { DEMO, tokenFor } from "../server/testing/buildApp.ts";
import { FILES } from "../server/testing/scenarioAnswers.ts";
import { startDraft } from "../server/testing/startDraft.ts";
import { renderAt } from "./support/renderAt.tsx";
import { resetPortal } from "./support/resetPortal.ts";
import { startPortal } from "./support/startPortal.ts";

/**
 * The printable form and the form-submission page against the real server. The types come from
 * schemas/types by slug and their answers from a complete scenario, so no type is named here.
 */
const ROOT = join(import.meta.dirname, "..");
const definitionOf = (slug: string) =>
  JSON.parse(readFileSync(join(ROOT, "schemas", "types", `${slug}.json`), "utf8")) as { id: string; title: string; description: string; printFooter: string; detailsPath: string | null; routePrefix: string; stages: Array<{ route: string }> };
const completeScenario = (id: string) =>
  loadScenarios(id)
    .map(({ scenario }) => scenario)
    .find((s) => s.expect.complete === true && s.today === "2026-11-22") as Scenario;

let app: FastifyInstance;
let token: string;
beforeAll(async () => {
  app = await startPortal({ PORTAL_TODAY: "2026-11-22" });
  token = await tokenFor(app, DEMO.fisher.email, DEMO.fisher.password);
});
afterAll(async () => app.close());
afterEach(resetPortal);

const call = (method: "GET" | "POST", url: string, payload?: object) => app.inject({ method, url, headers: { authorization: token }, ...(payload ? { payload } : {}) });
const open = (path: string) => renderAt(path, { validatorsFrom: app, where: true });
const where = () => screen.getByTestId("where").textContent;

/** A saved application of the type with its complete scenario's answers; its temporary id and id. */
async function savedApplication(typeId: string): Promise<{ temp: string; id: number; scenario: Scenario }> {
  const scenario = completeScenario(typeId);
  const temp = await startDraft(app, token, typeId, scenario.answers);
  const id = (await call("GET", `/api/transactions/draft/${temp}`)).json().data.transaction.id as number;
  return { temp, id, scenario };
}
const upload = (temp: string, name: string, content: Buffer, contentType: string, key?: string) =>
  call("POST", "/api/documents/upload", { temp_trans_id: temp, document: { name, contentType, content: content.toString("base64"), ...(key ? { supporting_document_id: key, documentType: "SUPPORTING_DOCUMENTS" } : { documentType: "OTHER_SUPPORTING_DOCUMENTS" }) } });
const signedIn = async () => useSession.setState({ token, profile: (await call("GET", "/api/users/profile")).json().data, current: null });

describe("/form-render-for-pdf", () => {
  it("prints a saved application by id: header, the answers as text with no form controls, the uploaded picture and PDF, the fees, the type's footer version", async () => {
    const facility = definitionOf("aquaculture-facility");
    const { temp, id, scenario } = await savedApplication(facility.id);
    expect((await upload(temp, "site-plan.png", FILES.png, "image/png", "identification_card")).statusCode).toBe(200);
    expect((await upload(temp, "licence-copy.pdf", FILES.pdf, "application/pdf")).statusCode).toBe(200);
    await signedIn();

    open(`/form-render-for-pdf?id=${id}`);
    expect(await screen.findByRole("heading", { level: 1, name: facility.title })).toBeTruthy();
    expect(screen.getByText("National Fisheries Authority", { selector: ".nfa-print__authority" })).toBeTruthy();
    // Both form pages as the check-your-answers summary: labels and answers as text, nothing to fill
    // in (no greyed inputs, no 'Choose File', no 'Clear signature'), no Change links on a copy.
    expect(screen.getByRole("heading", { level: 2, name: "Declaration of Knowledge - Form" })).toBeTruthy();
    const declarant = (scenario.answers.declaration_details as { name: string }).name;
    expect(screen.getAllByText(declarant).some((node) => node.closest(".govuk-summary-list__value"))).toBe(true);
    expect(screen.queryAllByRole("textbox")).toEqual([]);
    expect(screen.queryAllByRole("checkbox")).toEqual([]);
    expect(screen.queryAllByRole("radio")).toEqual([]);
    expect(document.querySelectorAll("input, select, textarea").length).toBe(0);
    expect(screen.queryByRole("button", { name: /clear signature/i })).toBeNull();
    expect(screen.queryByRole("link", { name: /^Change/ })).toBeNull();
    expect(within(screen.getByRole("table", { name: "Fees" })).getByText("Total")).toBeTruthy();
    // The picture as an image named by its document; the PDF as a link to open or save it.
    const picture = (await screen.findByRole("img", { name: "Picture Identification: site-plan.png" })) as HTMLImageElement;
    expect(picture.src.startsWith("data:image/png;base64,")).toBe(true);
    const pdf = screen.getByRole("link", { name: "licence-copy.pdf (PDF)" });
    expect(pdf.getAttribute("href")?.startsWith("data:application/pdf;base64,")).toBe(true);
    expect(pdf.getAttribute("download")).toBe("licence-copy.pdf");
    expect(pdf.closest("li")?.textContent).toBe("Other document: licence-copy.pdf (PDF)");
    expect(facility.printFooter).toBe("Version 2 July 2023");
    expect(screen.getByText(facility.printFooter).tagName).toBe("FOOTER");
    expect(screen.getByRole("button", { name: "Print or save as PDF" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Back to your applications" }).getAttribute("href")).toBe("/profile?active=transactions-tab");
  });

  it("prints the application being filled in, with its own type's footer and no uploads yet", async () => {
    const licence = definitionOf("licence");
    const { temp, scenario } = await savedApplication(licence.id);
    await signedIn();
    useSession.setState({ current: { appType: licence.id, temp_trans_id: temp, answers: scenario.answers, step: null, submitted_transaction: null } });
    open("/form-render-for-pdf");
    expect(await screen.findByRole("heading", { level: 1, name: licence.title })).toBeTruthy();
    expect(await screen.findByText("No documents were uploaded.")).toBeTruthy();
    expect(licence.printFooter).toBe("Version 1.0 November 2021");
    expect(screen.getByText(licence.printFooter).tagName).toBe("FOOTER");
    expect(screen.queryByRole("link", { name: "Back to your applications" })).toBeNull();
  });

  it("lists a file whose preview takes longer than a second by name, without holding up the page", async () => {
    const facility = definitionOf("aquaculture-facility");
    const { temp, id } = await savedApplication(facility.id);
    await upload(temp, "slow-photo.png", FILES.png, "image/png", "identification_card");
    await signedIn();
    const served = globalThis.fetch;
    // The file itself (POST /api/documents/:id) answers after 1.5 s; everything else at once.
    globalThis.fetch = async (input, init) => {
      if (/\/api\/documents\/\d+(\?|$)/.test(String(input))) await new Promise((resolve) => setTimeout(resolve, PREVIEW_TIMEOUT_MS + 500));
      return served(input, init);
    };
    try {
      open(`/form-render-for-pdf?id=${id}`);
      expect(await screen.findByText("Picture Identification: slow-photo.png (no preview)")).toBeTruthy();
      expect(screen.queryByRole("img", { name: /slow-photo/ })).toBeNull();
    } finally {
      await new Promise((resolve) => setTimeout(resolve, 600));
      globalThis.fetch = served;
    }
  });

  it("says plainly when there is nothing to print, and asks a visitor to log in for a saved one", async () => {
    useSession.setState({ token, current: null });
    open("/form-render-for-pdf");
    expect((await screen.findByRole("alert")).textContent).toBe("There is no application to print. Open one from your dashboard.");
    cleanup();
    useSession.setState({ token: null, profile: null, current: null, url_to_navigate: null });
    open("/form-render-for-pdf?id=1");
    await waitFor(() => expect(where()).toBe("/login"));
    expect(useSession.getState().url_to_navigate).toBe("/form-render-for-pdf?id=1");
  });

  it("does not print someone else's application", async () => {
    const licence = definitionOf("licence");
    const { id } = await savedApplication(licence.id);
    const other = await tokenFor(app, DEMO.company.email, DEMO.company.password);
    useSession.setState({ token: other, profile: (await app.inject({ method: "GET", url: "/api/users/profile", headers: { authorization: other } })).json().data, current: null });
    open(`/form-render-for-pdf?id=${id}`);
    expect(await screen.findByRole("alert")).toBeTruthy();
    expect(screen.queryByRole("heading", { level: 1, name: licence.title })).toBeNull();
  });
});

describe("/form-submission/{appType}", () => {
  it("shows the type's title, what happens next (from its definition) and the ways on", async () => {
    const permit = definitionOf("permit");
    const served = (await app.inject({ method: "GET", url: "/api/definitions" })).json().data.definitions as Array<{ id: string; whatHappensNext: { steps: string[]; when: string } }>;
    const next = served.find((d) => d.id === permit.id)?.whatHappensNext;
    expect(next?.steps.length).toBeGreaterThan(0);
    open(`/form-submission/${permit.id}`);
    expect(await screen.findByRole("heading", { level: 1, name: permit.title })).toBeTruthy();
    const main = within(screen.getByRole("main"));
    expect(main.getByText(permit.description)).toBeTruthy();
    expect(main.getByRole("heading", { level: 2, name: "What happens next" })).toBeTruthy();
    for (const text of [...(next?.steps ?? []), next?.when ?? ""]) expect(main.getByText(text)).toBeTruthy();
    expect(main.getByRole("link", { name: "Check your application status" }).getAttribute("href")).toBe("/transaction-status");
    expect(main.getByRole("link", { name: "Click here to Learn How to Apply" }).getAttribute("href")).toBe(permit.detailsPath);
    expect(main.getByRole("button", { name: `Apply Now for ${permit.title}` })).toBeTruthy();
  });

  it("starts the application: a visitor goes to /login, a signed-in applicant to the first step", async () => {
    const facility = definitionOf("aquaculture-facility");
    const user = userEvent.setup({ delay: null });
    open(`/form-submission/${facility.id}`);
    await user.click(await screen.findByRole("button", { name: `Apply Now for ${facility.title}` }));
    await waitFor(() => expect(where()).toBe("/login"));
    cleanup();
    await signedIn();
    open(`/form-submission/${facility.id}`);
    await user.click(await screen.findByRole("button", { name: `Apply Now for ${facility.title}` }));
    await waitFor(() => expect(where()).toBe(`${facility.routePrefix}/${facility.stages[0]?.route}`));
    expect(useSession.getState().current?.appType).toBe(facility.id);
  });

  it("an unknown type goes to /application-types", async () => {
    open("/form-submission/NO_SUCH_TYPE");
    await waitFor(() => expect(where()).toBe("/application-types"));
  });
});
