import { describe, expect, inject, it } from "vitest";
import { checkAccessibility, expectNoViolations } from "./support/checkAccessibility.ts";
import { snapshot } from "./support/evidence.ts";
import { journeysInChromium } from "./support/journey.ts";

/**
 * The registration page a newcomer meets (issue 31 item 5), at 1280 px and at 390 px: the choices
 * (what a TRN is said), then the individual's form after No to both numbers, which asks neither
 * number, no country of origin for a Local applicant, no officer's fields and no name or cell
 * phone twice, with nothing sticking out sideways. Kept as `registration-<width>--<stage>.png`.
 */
const base = inject("base");
const timed = journeysInChromium();

describe("registration", () => {
  for (const width of [1280, 390]) {
    it(
      `asks an individual only what their answers make relevant, at ${width} px`,
      timed(`registration at ${width} px`, async (open) => {
        const page = await open();
        await page.setViewportSize({ width, height: width > 400 ? 900 : 844 });
        await page.goto(`${base}/register`);
        const main = page.getByRole("main");
        const choose = (group: string, option: string) => main.getByRole("group", { name: group }).getByRole("radio", { name: option, exact: true }).check();
        await main.getByText("Taxpayer Registration Number: 9 digits, for example 123-456-789.").waitFor();
        await choose("Applicant Type", "Individual");
        await choose("Does the applicant have a TRN?", "No");
        await choose("Does the applicant have an NFA registration number?", "No");
        await snapshot(page, `registration-${width}`, "choices");
        await main.getByRole("button", { name: "Continue" }).click();
        await main.getByRole("heading", { name: "Registration Details" }).waitFor();
        await choose("Nationality", "Local");
        for (const label of ["TRN", "NFA Registration #", "Country of Origin", "Name of Applicant", "Applicant Cell Phone", "Supporting Officer Role"]) expect(await main.getByLabel(label).isVisible().catch(() => false), label).toBe(false);
        await checkAccessibility(page, `registration: individual form at ${width} px`);
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
        const height = await page.evaluate(() => document.documentElement.scrollHeight);
        await snapshot(page, `registration-${width}`, "individual-form");
        await choose("Nationality", "Foreign");
        await main.getByLabel("Country of Origin").waitFor();
        await main.getByText("Supporting Officer (NFA officers only)").click();
        await main.getByLabel("Supporting Officer Role").selectOption("Field Officer");
        await main.getByLabel("Supporting Officer Email").waitFor();
        await checkAccessibility(page, `registration: foreign officer at ${width} px`);
        await snapshot(page, `registration-${width}`, "foreign-officer");
        return `the individual's form is ${height} px tall`;
      }),
    );
  }
});

expectNoViolations();
