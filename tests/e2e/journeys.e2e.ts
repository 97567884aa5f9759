import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Scenario } from "../../engine/scenarios/Scenario.ts";
import type { Definition } from "../../engine/types.ts";
import { launchBrowser } from "./support/browser.ts";
import { checkAccessibility, violations } from "./support/checkAccessibility.ts";
import { snapshot } from "./support/evidence.ts";
import { startServer, type RunningServer } from "./support/startServer.ts";

/**
 * Real Chromium against the real server (`npm start` on a free port, a fresh database). Every
 * type is taken from its tile to a transaction number through the page: the wizard's Next on
 * every step, both form pages, the documents uploaded through their inputs, the sandbox card form
 * in its frame, the preview's consent. Nothing here names a type: they come from schemas/types and
 * their answers from a complete scenario, seeded as the stored application (a resumed draft).
 */
const ROOT = join(import.meta.dirname, "..", "..");
const TODAY = "2026-11-22";
const PNG = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==", "base64");
const PDF = Buffer.from("%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n");

const definitions = readdirSync(join(ROOT, "schemas", "types"))
  .filter((f) => f.endsWith(".json"))
  .sort()
  .map((f) => JSON.parse(readFileSync(join(ROOT, "schemas", "types", f), "utf8")) as Definition);
const completeScenario = (id: string): Scenario | undefined =>
  readdirSync(join(ROOT, "fixtures", "scenarios", id))
    .sort()
    .map((f) => JSON.parse(readFileSync(join(ROOT, "fixtures", "scenarios", id, f), "utf8")) as Scenario)
    .find((s) => s.expect.complete === true && s.today === TODAY && !s.seasons && (s.profile?.applicant_type ?? "Individual") === "Individual");

let server: RunningServer;
let browser: Browser;
const summary: string[] = [];
beforeAll(async () => {
  server = await startServer(TODAY);
  browser = await launchBrowser();
}, 600_000);
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  process.stdout.write(`\n${summary.join("\n")}\n`);
});

/** A page in a context of its own (axe needs one; a fresh context is a fresh browser profile). */
async function newPage(): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1100, height: 900 } });
  return context.newPage();
}
const closePage = (page: Page) => page.context().close();

async function logIn(page: Page, email: string, password: string): Promise<void> {
  await page.goto(`${server.base}/login`);
  await page.getByRole("textbox", { name: "Email" }).fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign In" }).click();
  await page.waitForURL((url) => !url.pathname.startsWith("/login"));
}

/** The heading of what is on screen now: a wizard step (with its number), a form page or a stage. */
const TITLES = "#step-title, #page-title, #payment-title, #documents-title, #preview-title";
const screenKey = (page: Page) => page.evaluate((titles) => `${location.pathname}|${document.querySelector("main .govuk-caption-l")?.textContent ?? ""}|${document.querySelector(titles)?.textContent ?? ""}`, TITLES);

/** Clicks a button and waits until the screen is another one, naming where it stuck if not. */
async function moveOn(page: Page, button: string, journey: string): Promise<void> {
  const before = await screenKey(page);
  await page.getByRole("button", { name: button, exact: true }).first().click();
  try {
    await page.waitForFunction(([key, titles]) => `${location.pathname}|${document.querySelector("main .govuk-caption-l")?.textContent ?? ""}|${document.querySelector(titles)?.textContent ?? ""}` !== key, [before, TITLES] as const, { timeout: 15_000 });
  } catch {
    const errors = await page.locator(".govuk-error-summary, .govuk-error-message").allTextContents();
    throw new Error(`${journey}: '${button}' did not leave ${before.split("|").slice(1).join(" ")}: ${errors.join(" / ") || "no message shown"}`);
  }
}

async function walkType(definition: Definition, scenario: Scenario): Promise<string> {
  const page = await newPage();
  const journey = definition.slug;
  try {
    await logIn(page, "fisher@example.com", "Fisher#2026");
    await page.goto(`${server.base}/application-types`);
    await page.getByRole("button", { name: `Apply for ${definition.title}` }).click();
    await page.waitForURL(`**${definition.routePrefix}/**`);
    // The complete scenario's answers become the stored application, as a resumed draft's would;
    // the page may still be writing its own start, so the seed is checked after the reload.
    for (let attempt = 0; ; attempt++) {
      await page.locator("#step-title").waitFor();
      await page.evaluate((answers) => {
        const stored = JSON.parse(localStorage.getItem("nfa-portal-session") ?? "{}") as { state: { current: { answers: unknown; step: unknown } } };
        stored.state.current.answers = answers;
        stored.state.current.step = null;
        localStorage.setItem("nfa-portal-session", JSON.stringify(stored));
      }, scenario.answers);
      await page.reload();
      await page.locator("#step-title").waitFor();
      const kept = await page.evaluate((keys) => {
        const stored = JSON.parse(localStorage.getItem("nfa-portal-session") ?? "{}") as { state: { current: { answers: Record<string, unknown> } } };
        return keys.every((k) => k in stored.state.current.answers);
      }, Object.keys(scenario.answers));
      if (kept) break;
      if (attempt === 3) throw new Error(`${journey}: the seeded answers did not stay`);
    }
    const stage = (id: string) => definition.stages.find((s) => s.id === id);
    const at = (id: string) => page.url().includes(`${definition.routePrefix}/${stage(id)?.route ?? "-"}`);

    for (let n = 0; at("type") && n < 40; n++) {
      await page.locator("#step-title").waitFor();
      await checkAccessibility(page, `${journey} step ${n + 1}`);
      await snapshot(page, journey, `step-${n + 1}`);
      await moveOn(page, "Next", journey);
    }
    for (let n = 0; at("form") && n < 4; n++) {
      await page.locator("#page-title").waitFor();
      await checkAccessibility(page, `${journey} form page ${n + 1}`);
      await snapshot(page, journey, `form-${n + 1}`);
      await moveOn(page, "Next", journey);
    }
    if (at("documents")) {
      await page.getByRole("heading", { name: "Supporting Documents" }).waitFor();
      await checkAccessibility(page, `${journey} documents`);
      const groups = new Set((definition.documents?.groups ?? []).map((g) => g.key));
      for (const item of definition.documents?.items ?? []) {
        const required = scenario.expect.documents?.find((d) => d.key === item.key);
        const groupFirst = item.group !== undefined && groups.delete(item.group);
        if (!required || (required.required === false && !groupFirst)) continue;
        const pdf = item.accept.includes(".pdf");
        await page.getByLabel(`Upload ${item.name}`, { exact: true }).setInputFiles({ name: pdf ? `${item.key}.pdf` : `${item.key}.png`, mimeType: pdf ? "application/pdf" : "image/png", buffer: pdf ? PDF : PNG });
        await page.getByText(`Uploaded: ${item.key}.${pdf ? "pdf" : "png"}`).waitFor();
      }
      await snapshot(page, journey, "documents");
      await moveOn(page, "Next", journey);
    }
    if (at("payment")) {
      await page.getByRole("heading", { name: "Payment Form" }).waitFor();
      await checkAccessibility(page, `${journey} payment`);
      // What the scenario leaves unanswered here, a person answers: collect in office, no expedite.
      for (const [group, option] of [["Expedite Licence", "No"], ["Fisher ID Card Collection", "In-Office"]] as const) {
        const choices = page.getByRole("group", { name: new RegExp(group) });
        if ((await choices.count()) && !(await choices.getByRole("radio", { checked: true }).count())) await choices.getByRole("radio", { name: option }).click();
      }
      await moveOn(page, "Next", journey);
      // A chosen radio clicked again is unchosen (spec 001 §4), so only an unchosen one is clicked.
      const card = page.getByRole("radio", { name: "Credit/Debit Card" });
      if (!(await card.isChecked())) await card.click();
      await moveOn(page, "Next", journey);
      for (const [label, text] of [["First Name", "Marcia"], ["Last Name", "Campbell"], ["Address Line 1", "12 Front Street"], ["City", "Old Harbour"], ["Email", "fisher@example.com"], ["Telephone", "876-555-0142"]] as const) {
        const field = page.getByLabel(label, { exact: true });
        if (!(await field.inputValue())) await field.fill(text);
      }
      await checkAccessibility(page, `${journey} payment details`);
      await page.getByRole("button", { name: "Make Payment" }).click();
      const gateway = page.frameLocator('iframe[title="Secure card payment"]');
      await gateway.getByLabel("Name on card").fill("Marcia Campbell");
      await gateway.getByLabel("Card number").fill("4111 1111 1111 1111");
      await gateway.getByLabel("Expiry (MM/YY)").fill("12/39");
      await gateway.getByLabel("CVV").fill("123");
      await gateway.getByRole("button", { name: /^Pay JMD/ }).click();
      await page.getByRole("button", { name: "Proceed" }).click();
    }
    await page.getByRole("heading", { name: definition.form.previewTitle }).waitFor();
    await checkAccessibility(page, `${journey} preview`);
    await snapshot(page, journey, "preview");
    const consent = page.getByRole("dialog");
    if (!(await consent.isVisible())) await page.getByRole("button", { name: "Submit your Application to NFA" }).first().click();
    await consent.getByRole("button", { name: "I Consent & Submit" }).click();
    await page.getByRole("heading", { name: "Successful" }).waitFor();
    await checkAccessibility(page, `${journey} status`);
    await snapshot(page, journey, "status");
    return (await page.locator(".govuk-panel__body strong").textContent()) ?? "";
  } catch (error) {
    await snapshot(page, journey, "failure");
    throw error;
  } finally {
    await closePage(page);
  }
}

describe("every type from its tile to a transaction number, in Chromium", () => {
  for (const definition of definitions.filter((d) => d.requiresLogin)) {
    it(definition.title, async () => {
      const scenario = completeScenario(definition.id);
      expect(scenario, `a complete scenario of ${definition.id}`).toBeDefined();
      const started = Date.now();
      const number = await walkType(definition, scenario as Scenario);
      expect(number).toMatch(/^NFA-\d{4}-\d{6}$/);
      const status = (await (await fetch(`${server.base}/api/transactions/status/${number}`)).json()) as { data: { transaction: { app_type: string } } };
      expect(status.data.transaction.app_type).toBe(definition.id);
      summary.push(`${definition.title}: ${number} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    }, 180_000);
  }
});

describe("without logging in", () => {
  it("an unknown route lands on /application-types", async () => {
    const page = await newPage();
    await page.goto(`${server.base}/no/such/page`);
    await page.waitForURL("**/application-types");
    await checkAccessibility(page, "application types");
    await closePage(page);
  });

  it("a notice of violation: the spec's warning when incomplete, then submitted with a photograph, back on the application types", async () => {
    const page = await newPage();
    await page.goto(`${server.base}/application/submit-violation-notice`);
    await page.getByRole("heading", { name: "Notice of Violation", level: 2 }).waitFor();
    await checkAccessibility(page, "violation notice");
    await page.getByRole("button", { name: "Submit Notice of Violation" }).click();
    await page.getByText("Document already uploaded").first().waitFor();
    await page.getByLabel("Date of Violation").fill("2026-01-10");
    await page.getByLabel("Location of Violation").selectOption("St.Thomas");
    await page.getByLabel("Address of Violation").fill("Morant Bay fishing beach");
    await page.getByLabel("Description of Violation").fill("Undersized lobsters sold from a cooler during the closed season.");
    await page.getByLabel("Upload Evidence of Violation").setInputFiles({ name: "photo.png", mimeType: "image/png", buffer: PNG });
    await page.getByText("Uploaded: photo.png").waitFor();
    await snapshot(page, "violation", "form");
    await page.getByRole("button", { name: "Submit Notice of Violation" }).click();
    await page.getByText("violation Notice Submitted Successfully").first().waitFor();
    await page.waitForURL("**/application-types");
    await closePage(page);
  });

  it("a wrong password shows the server's message", async () => {
    const page = await newPage();
    await page.goto(`${server.base}/login`);
    await page.getByRole("textbox", { name: "Email" }).fill("fisher@example.com");
    await page.getByLabel("Password").fill("not-the-password");
    await page.getByRole("button", { name: "Sign In" }).click();
    await page.getByText("The user name or password is not correct").first().waitFor();
    await checkAccessibility(page, "login");
    await closePage(page);
  });
});

describe("accessibility", () => {
  it("no serious or critical WCAG 2.2 AA violation on any page the journeys visited", () => {
    expect(violations).toEqual([]);
  });
});
