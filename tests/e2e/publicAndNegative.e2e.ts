import { describe, expect, inject, it } from "vitest";
import { openTile } from "./support/applyFor.ts";
import { completeScenario, loadType, typeId } from "./support/applicationType.ts";
import { checkAccessibility, expectNoViolations } from "./support/checkAccessibility.ts";
import { snapshot } from "./support/evidence.ts";
import { journeysInChromium } from "./support/journey.ts";
import { fileFor, OVERSIZED, WRONG_TYPE } from "./support/files.ts";
import { fillSection } from "./support/fillSection.ts";
import { logIn } from "./support/session.ts";
import { sectionMessage } from "../../engine/validation/typeMessages.ts";

/**
 * Pages anyone can use, and the ways a journey goes wrong, in Chromium: an unknown address, the
 * notice of violation without an account (its form answered by the generic driver from its
 * complete scenario), a wrong password, a file over 20 MB and a file of the wrong type (the spec's
 * messages), and Next on a step with nothing answered (the step's own message).
 */
const base = inject("base");
const today = inject("today");
const FILE_SIZE_MESSAGE = "File size should be greater than 0 KB and less then 20 MB";

const timed = journeysInChromium();

describe("without logging in", () => {
  it(
    "an unknown route lands on /application-types",
    timed("unknown route", async (open) => {
      const page = await open();
      await page.goto(`${base}/no/such/page`);
      await page.waitForURL("**/application-types");
      await page.getByRole("heading", { name: "Apply to the National Fisheries Authority" }).waitFor();
      await checkAccessibility(page, "application types");
      return "landed on /application-types";
    }),
  );

  it(
    "a notice of violation: refuses a file over 20 MB and a program, then is submitted with a photograph",
    timed("violation", async (open) => {
      const page = await open();
      const type = await loadType(base, typeId("violation"), {});
      const scenario = completeScenario(type, today);
      const evidence = type.definition.documents?.items[0];
      if (!evidence) throw new Error("the notice of violation has no evidence document");
      await page.goto(`${base}/application/submit-violation-notice`);
      await page.getByRole("heading", { name: type.definition.form.pages[0]?.title ?? "", level: 2 }).waitFor();
      await checkAccessibility(page, "violation notice");
      const upload = page.getByLabel(`Upload ${evidence.name}`, { exact: true });
      await upload.setInputFiles(OVERSIZED);
      await page.getByText(FILE_SIZE_MESSAGE).first().waitFor();
      await upload.setInputFiles(WRONG_TYPE);
      await page.getByText(`Only ${evidence.accept.join(", ")} files are accepted`).first().waitFor();
      await snapshot(page, "violation", "refused-files");
      const section = type.compiled.pages[0];
      if (!section) throw new Error("the notice of violation has no form page");
      await fillSection(page, section.schema, section.section.ui, scenario.answers, { where: "violation: form" });
      const photo = fileFor("photo", [".png"]);
      await upload.setInputFiles(photo);
      await page.getByText(`Uploaded: ${photo.name}`).waitFor();
      await checkAccessibility(page, "violation notice, answered");
      await snapshot(page, "violation", "form");
      await page.getByRole("button", { name: "Submit Notice of Violation" }).click();
      await page.getByText(type.definition.submitted?.message ?? "Submitted").first().waitFor();
      await page.waitForURL("**/application-types");
      return "submitted, back on /application-types";
    }),
  );

  it(
    "a wrong password shows the server's message",
    timed("wrong password", async (open) => {
      const page = await open();
      await page.goto(`${base}/login`);
      await page.getByRole("textbox", { name: "Email" }).fill("fisher@example.com");
      await page.getByLabel("Password").fill("not-the-password");
      await page.getByRole("button", { name: "Sign In" }).click();
      await page.getByText("The user name or password is not correct").first().waitFor();
      await checkAccessibility(page, "login, wrong password");
      expect(new URL(page.url()).pathname).toBe("/login");
      return "refused";
    }),
  );
});

describe("logged in", () => {
  it(
    "Next with nothing answered shows the step's message and stays",
    timed("next without answers", async (open) => {
      const page = await open();
      const type = await loadType(base, typeId("licence"), {});
      await logIn(page, base, "fisher@example.com", "Fisher#2026");
      await openTile(page, base, type);
      const title = (await page.locator("#step-title").textContent()) ?? "";
      const step = [...type.compiled.steps.values()].find((s) => s.section.title === title);
      if (!step) throw new Error(`no step is titled '${title}'`);
      // The step's own message, or the type's default for its steps (decision 0036).
      const message = sectionMessage(step);
      if (!message) throw new Error(`the step '${title}' has no message`);
      await page.getByRole("button", { name: "Next", exact: true }).click();
      // One way to show errors (issue 14, decision 0019): the error summary says it, and no toast repeats it.
      await page.getByRole("alert").filter({ hasText: message }).waitFor();
      expect(await page.locator("[data-sonner-toast]").count()).toBe(0);
      await expect(page.locator("#step-title").textContent()).resolves.toBe(title);
      await checkAccessibility(page, `step '${step.section.id}' with errors`);
      await snapshot(page, "next-without-answers", "errors");
      return `'${message}' on '${title}'`;
    }),
  );
});

expectNoViolations();
