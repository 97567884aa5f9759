// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { FastifyInstance } from "fastify";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { buildContext } from "../engine/buildContext.ts";
import { evaluateApplication } from "../engine/evaluateApplication.ts";
import { formatMoney } from "../engine/fees/formatMoney.ts";
import { defaultSeasons, loadDefinitions, type LoadedDefinition } from "../engine/node/loadDefinitions.ts";
import { loadScenarios } from "../engine/node/loadScenarios.ts";
import type { Scenario } from "../engine/scenarios/Scenario.ts";
import type { Section } from "../engine/types.ts";
import { useSession } from "../renderer/src/store/useSession.ts";
import { fetchSubmissionPdf } from "../renderer/src/submission/fetchSubmissionPdf.ts";
import { DEMO } from "../server/testing/buildApp.ts";
import { answerOnScreen, sectionAnswerable } from "./support/answerOnScreen.ts";
import { renderAt } from "./support/renderAt.tsx";
import { resetPortal } from "./support/resetPortal.ts";
import { PDF, PNG } from "./support/sampleFiles.ts";
import { holdLicences } from "../server/testing/holdLicences.ts";
import { signIn } from "./support/signIn.ts";
import { startPortal } from "./support/startPortal.ts";

/**
 * An applicant's whole journey in the renderer against the real server, for every type an
 * applicant can walk with the controls a test can work (tests/support/answerOnScreen.ts): from the
 * type's tile, each wizard step and form page at its own address answered as the type's complete
 * scenario answers it, the documents the engine requires, a card payment approved in the sandbox
 * gateway (the tester's approval is posted to the gateway as its page would), the preview with
 * the automatic consent after a card payment, and the transaction number. Nothing here names a
 * type: the types, click paths and answers come from schemas/ and fixtures/scenarios/ (issue 16).
 */
const TODAY = "2026-11-22";
/** The demo fisher's profile as fixtures/demo/accounts.json loads it: a journey's scenario must be about them. */
const demoFisher = (JSON.parse(readFileSync(join(import.meta.dirname, "..", "fixtures", "demo", "accounts.json"), "utf8")) as { accounts: Array<Record<string, unknown>> }).accounts.find((a) => a.email === DEMO.fisher.email) ?? {};

/** The journey of a type: its complete scenario for the demo fisher, paid by card without expedition, on the portal's day. */
interface Journey {
  loaded: LoadedDefinition;
  scenario: Scenario;
}

/** A section as the renderer shows it (lists resolved), by id. */
const sectionOf = (loaded: LoadedDefinition, id: string): Section | undefined => loaded.compiled.steps.get(id)?.section ?? loaded.compiled.pages.find((p) => p.section.id === id)?.section;
const contextOf = (scenario: Scenario) => buildContext({ today: scenario.today, defaults: defaultSeasons(), profile: scenario.profile ?? {}, ...(scenario.licences ? { licences: scenario.licences } : {}) });

/** The types with a journey, in the order of their tiles; each journey's steps and pages can be answered on the screen. */
const journeys: Journey[] = loadDefinitions()
  .loaded.filter(({ definition }) => definition.requiresLogin && definition.stages.some((s) => s.id === "payment") && definition.payment)
  .sort((a, b) => a.definition.order - b.definition.order)
  .flatMap((loaded) => {
    const found = loadScenarios(loaded.definition.id).find(({ scenario }) => {
      const payment = (scenario.answers.payment_details ?? {}) as Record<string, unknown>;
      if (scenario.expect.complete !== true || scenario.today !== TODAY || scenario.seasons) return false;
      if (!Object.entries(scenario.profile ?? {}).every(([key, value]) => demoFisher[key] === value)) return false;
      if (payment.payment_method !== "Credit/Debit Card" || (payment.should_expedite_process ?? "No") !== "No") return false;
      const navigation = evaluateApplication(loaded.compiled, scenario.answers, contextOf(scenario)).navigation;
      return navigation.path.every((id) => {
        const section = sectionOf(loaded, id);
        return section !== undefined && sectionAnswerable(section, navigation.answers, Object.keys(section.schema.properties ?? {}).filter((f) => navigation.asked.includes(f)));
      });
    });
    return found ? [{ loaded, scenario: found.scenario }] : [];
  });

let app: FastifyInstance;
beforeAll(async () => {
  app = await startPortal({ PORTAL_TODAY: TODAY });
});
afterEach(() => {
  cleanup();
  resetPortal();
});
afterAll(async () => app.close());
const heading = (name: string) => screen.findByRole("heading", { name });

describe("an applicant's journey from the tile to the transaction number, in the renderer", () => {
  it("has journeys to walk", () => expect(journeys.length).toBeGreaterThan(0));

  for (const { loaded, scenario } of journeys) {
    const { definition, compiled } = loaded;
    it(`${definition.title} (${definition.id}): every step, page, document, a card payment and the preview, as ${scenario.name}`, async () => {
      const { token } = await signIn(app, DEMO.fisher.email, DEMO.fisher.password);
      // The licences the scenario says are on file (issue 29), issued as staff issue them.
      await holdLicences(app, token, scenario.licences, scenario.today);
      const user = userEvent.setup();
      const { navigation, documents, fees } = evaluateApplication(compiled, scenario.answers, contextOf(scenario));
      const answers = navigation.answers;
      const routeOf = (stage: string) => `${definition.routePrefix}/${definition.stages.find((s) => s.id === stage)?.route}`;
      renderAt("/application-types", { validatorsFrom: app, where: true });
      // Each question and form page at its own address (docs/decisions/0017).
      const where = () => screen.getByTestId("where").textContent;
      await user.click(await screen.findByRole("button", { name: `Apply for ${definition.title}` }));

      for (const id of navigation.path) {
        const isStep = compiled.steps.has(id);
        const section = sectionOf(loaded, id) as Section;
        await heading(section.title);
        expect(where()).toBe(`${routeOf(isStep ? "type" : "form")}/${id}`);
        await answerOnScreen(user, section, answers, Object.keys(section.schema.properties ?? {}).filter((f) => navigation.asked.includes(f)));
        // A step that moves on by itself (autoAdvance) has gone; any other waits for Next.
        if (where()?.endsWith(`/${id}`)) await user.click(screen.getByRole("button", { name: "Next" }));
      }

      await heading("Supporting Documents");
      const required = documents.filter((d) => d.required);
      if (required.length) {
        await user.click(screen.getByRole("button", { name: "Next" }));
        expect((await screen.findAllByText("All Documents must be uploaded before proceeding", { exact: false })).length).toBeGreaterThan(0);
      }
      for (const document of required) {
        const picture = !document.accept.includes(".pdf");
        const name = `${document.key}.${picture ? "png" : "pdf"}`;
        await user.upload(screen.getByLabelText(`Upload ${document.name}`), new File([picture ? PNG : PDF], name, { type: picture ? "image/png" : "application/pdf" }));
        await screen.findByText(`Uploaded: ${name}`);
      }
      await user.click(screen.getByRole("button", { name: "Next" }));

      await heading("Payment Form");
      const payment = compiled.payment?.section as Section;
      const details = answers.payment_details as Record<string, unknown>;
      const paymentFields = (payment.schema.properties?.payment_details?.properties ?? {}) as Record<string, Section["schema"]>;
      // The first payment screen: the choices other than the method and the billing address (card collection, expedition).
      const firstScreen = Object.keys(paymentFields).filter((f) => !["payment_method", "billing_address"].includes(f));
      await answerOnScreen(user, { ...payment, schema: { type: "object", properties: paymentFields } } as Section, details, firstScreen);
      const total = formatMoney(fees.total);
      expect(screen.getByRole("table", { name: "Fees" }).textContent).toContain(total);
      await user.click(screen.getByRole("button", { name: "Next" }));
      await heading("Select Payment Method");
      // Spec 000 §9: the applicant is offered the four methods as tiles; cash is recorded by officers (decision 0019).
      expect(within(screen.getByRole("group", { name: "Payment Method" })).getAllByRole("radio").map((r) => r.getAttribute("value"))).toEqual(["Credit/Debit Card", "Wire/Bank Transfer", "Direct Debit", "Cheque"]);
      await user.click(screen.getByRole("radio", { name: String(details.payment_method) }));
      await user.click(screen.getByRole("button", { name: "Next" }));
      await heading("Payment Details");
      // The billing address starts from the profile (x-profile); what the profile lacks is typed.
      expect((screen.getByLabelText("First Name") as HTMLInputElement).value).toBe(demoFisher.first_name_individual);
      const billing = paymentFields.billing_address as Section["schema"] & { properties: Record<string, Section["schema"]> };
      await answerOnScreen(user, { id: "billing", title: "", schema: billing } as Section, details.billing_address as Record<string, unknown>);
      await user.click(screen.getByRole("button", { name: "Make Payment" }));
      const frame = (await screen.findByTitle("Secure card payment")) as HTMLIFrameElement;
      const gateway = new URL(frame.src, "http://localhost").pathname;
      const approved = await app.inject({ method: "POST", url: gateway, payload: "card_name=Marcia+Campbell&card_number=4111111111111111&expiry=12%2F39&cvv=123", headers: { "content-type": "application/x-www-form-urlencoded" } });
      expect(approved.body).toContain('data-done="true"');
      window.dispatchEvent(new MessageEvent("message", { origin: window.location.origin, data: { done: true, temp_trans_id: useSession.getState().current?.temp_trans_id } }));
      await user.click(await screen.findByRole("button", { name: "Proceed" }));

      await heading(definition.form.previewTitle);
      // The answers are drawn once the heading is on screen (decision 0062).
      await heading("Now send your application");
      // Check your answers: an answer of the last step with a Change link to it, the documents by file name, the fees with the total.
      const lastStep = [...navigation.path].reverse().find((id) => compiled.steps.has(id)) as string;
      const lastField = Object.entries(compiled.steps.get(lastStep)?.section.schema.properties ?? {}).find(([name]) => answers[name] !== undefined)?.[1];
      if (lastField?.title) expect(screen.getByRole("link", { name: `Change ${lastField.title}` }).getAttribute("href")).toBe(`${routeOf("type")}/${lastStep}`);
      for (const document of required) expect((await screen.findByText(new RegExp(`^${document.key}\\.(png|pdf)$`))).closest(".govuk-summary-list__row")?.textContent).toContain(document.name);
      expect(within(screen.getByRole("table", { name: "Fees" })).getByRole("row", { name: /^Total/ }).textContent).toBe(`Total${total}`);
      // After a card payment too, the consent opens only on Submit (decision 0047).
      expect(screen.queryByRole("dialog")).toBeNull();
      await user.click(screen.getAllByRole("button", { name: "Submit your Application to NFA" })[0] as HTMLElement);
      await user.click(within(await screen.findByRole("dialog")).getByRole("button", { name: "I Consent & Submit" }));
      await heading("Successful");
      const number = useSession.getState().current?.submitted_transaction?.transaction_number as string;
      expect(number).toMatch(/^NFA-\d{4}-\d{6}$/);
      // A real confirmation: what happens next, the way to the dashboard and the submission as a PDF.
      expect(await heading("What happens next")).toBeTruthy();
      expect(screen.getByRole("link", { name: "Go to your dashboard" }).getAttribute("href")).toBe("/profile?active=transactions-tab");
      expect(screen.getByRole("link", { name: "Download your submission (PDF)" }).getAttribute("href")).toBe(`/api/applications/${number}/submission.pdf`);
      const pdf = await fetchSubmissionPdf(number);
      expect(pdf.type).toBe("application/pdf");
      expect(pdf.size).toBeGreaterThan(1000);
      await waitFor(async () => expect((await app.inject({ method: "GET", url: `/api/transactions/status/${number}` })).json().data.transaction.app_type).toBe(definition.id));
    }, 120_000);
  }
});
