import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { navigate } from "../../engine/navigation/navigate.ts";
import { readScenarioFolder } from "../../engine/node/loadScenarios.ts";
import { ROOT } from "../../engine/node/paths.ts";
import type { Scenario } from "../../engine/scenarios/Scenario.ts";
import type { Definition, FieldSchema } from "../../engine/types.ts";
import { copySchemas } from "../support/publishVersion.ts";
import { answerForm } from "./support/answerForm.ts";
import { finishApplication, openTile } from "./support/applyFor.ts";
import { loadType } from "./support/applicationType.ts";
import { checkAccessibility, expectNoViolations } from "./support/checkAccessibility.ts";
import { snapshot } from "./support/evidence.ts";
import { fillSection } from "./support/fillSection.ts";
import { journeysInChromium } from "./support/journey.ts";
import { press } from "./support/screen.ts";
import { logIn, readProfile } from "./support/session.ts";
import { startServer, type RunningServer } from "./support/startServer.ts";

/**
 * Issue 26 in Chromium: a type written as JSON only (fixtures/export-certificate, a test
 * definition never served by the portal itself) served by a portal of this file's own from a copy
 * of schemas/, walked by an applicant with a list of rows: a row's own field asked on its row
 * only, a document asked for by one row, a levy computed from the rows' weights and explained in
 * words, the shared payment form in the certificate's words; then submitted.
 */
const today = inject("today");
const timed = journeysInChromium();
const FISHER = { email: "fisher@example.com", password: "Fisher#2026" };

const FOLDER = join(ROOT, "fixtures", "export-certificate");
const FILE = "export-health-certificate.json";
const definition = JSON.parse(readFileSync(join(FOLDER, FILE), "utf8")) as Definition;

/** The rows field of the form and the row field that a rule of its own shows (`x-showWhen`). */
function rowsWithOwnRule(): { list: string; field: string; title: string } {
  for (const page of definition.form.pages) {
    for (const [list, schema] of Object.entries(page.schema.properties)) {
      const row = (schema as FieldSchema).items?.properties ?? {};
      const field = Object.entries(row).find(([, f]) => f["x-showWhen"] !== undefined);
      if (field) return { list, field: field[0], title: field[1].title ?? field[0] };
    }
  }
  throw new Error(`${FILE} has no row field with a rule of its own`);
}

/** A complete scenario with rows that differ on the row field's rule: it is asked on some rows and not on others. */
function scenarioWithMixedRows(list: string, field: string): Scenario {
  const entries = readScenarioFolder(join(FOLDER, "scenarios")).filter((e) => e.scenario && !e.base && e.scenario.expect.complete === true);
  for (const { scenario } of entries) {
    const rows = scenario?.answers[list];
    if (scenario && Array.isArray(rows) && rows.some((r) => field in r) && rows.some((r) => !(field in r))) return scenario;
  }
  throw new Error(`no complete scenario of ${FILE} answers ${field} on some rows and not on others`);
}

let schemas = "";
let data = "";
let server: RunningServer | null = null;
beforeAll(async () => {
  // The fixture served as a fourteenth type: placed among the copy's types, its $refs to the
  // shared files (written from fixtures/, `../../schemas/...`) made relative to types/ as there.
  schemas = copySchemas();
  writeFileSync(join(schemas, "types", FILE), readFileSync(join(FOLDER, FILE), "utf8").replaceAll('"../../schemas/', '"../'));
  data = mkdtempSync(join(tmpdir(), "e2e-rows-"));
  server = await startServer(today, { data, env: { SCHEMAS_DIR: schemas } });
});
afterAll(async () => {
  await server?.stop();
  rmSync(schemas, { recursive: true, force: true });
  rmSync(data, { recursive: true, force: true });
});

describe("a definition with rows, written as JSON only", () => {
  it(
    "asks a row's own field on its row only, prices the rows' weight in words, and submits",
    timed("rows", async (open) => {
      const page = await open();
      if (!server) throw new Error("the portal of this file did not start");
      const { base } = server;
      const { list, field, title } = rowsWithOwnRule();
      const scenario = scenarioWithMixedRows(list, field);
      await logIn(page, base, FISHER.email, FISHER.password);
      const type = await loadType(base, definition.id, await readProfile(page, base));
      await openTile(page, base, type);

      // The form page with the rows, answered as the scenario says, then looked at before Next.
      const form = await answerForm({ page, name: "rows", type, answers: scenario.answers, stopAt: (screen) => screen.kind === "page" });
      const section = type.compiled.pages.find((p) => p.section.id === form.path.split("/").at(-1));
      if (!section) throw new Error(`the form page at ${form.path} is no page of ${definition.id}`);
      const asked = new Set(navigate(type.compiled, scenario.answers, type.context).asked);
      await fillSection(page, section.schema, section.section.ui, scenario.answers, { where: "rows: the consignment", asked });
      const rows = scenario.answers[list] as Array<Record<string, unknown>>;
      for (const [i, row] of rows.entries()) {
        // One heading per row, and the row's own field only on the rows whose rule asks it.
        const group = page.getByRole("group", { name: `Row ${i + 1}`, exact: true });
        await group.waitFor();
        expect(await group.getByLabel(new RegExp(`^${title}`)).count(), `row ${i + 1}`).toBe(field in row ? 1 : 0);
      }
      // The computed total reads the rows.
      const weights = rows.reduce((sum, row) => sum + Number(row.net_weight_kg ?? 0), 0);
      const total = Object.entries(section.schema.properties).find(([, f]) => f["x-computed"] !== undefined);
      if (total) {
        const box = page.getByLabel(total[1].title ?? total[0]);
        await expect.poll(() => box.inputValue()).toBe(String(weights));
        // Read, not switched off: read-only, in the body text's colour (not the faded grey of a disabled field).
        expect(await box.isDisabled()).toBe(false);
        expect(await box.getAttribute("readonly")).not.toBeNull();
        expect(await box.evaluate((el) => getComputedStyle(el).color)).toBe("rgb(11, 12, 12)");
      }
      await checkAccessibility(page, "rows: the consignment answered");
      await snapshot(page, "rows", "consignment-1280");
      await page.setViewportSize({ width: 390, height: 844 });
      await snapshot(page, "rows", "consignment-390");
      expect(await page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth), "nothing sticks out at 390 px").toBe(false);
      await page.setViewportSize({ width: 1280, height: 900 });
      await press(page, "Next", "rows: the consignment");

      // Documents (one asked for by a row), the payment form in the certificate's words, the preview's fees in words.
      const levy = scenario.expect.fees?.lines?.find((l) => l.working);
      const number = await finishApplication({
        page,
        base,
        name: "rows",
        type,
        scenario,
        way: "card",
        atPreview: async (preview) => {
          const text = await preview.getByRole("main").innerText();
          if (levy?.working) expect(text).toContain(levy.working.split(" = ")[0]);
          expect(text).not.toContain("Expedite Licence");
          expect(text).not.toMatch(/\{\{/);
          // A computed total has nothing to change on its own: no Change link beside it.
          if (total) expect(await preview.getByRole("link", { name: `Change ${total[1].title ?? total[0]}` }).count()).toBe(0);
          await snapshot(preview, "rows", "preview-1280");
          await preview.setViewportSize({ width: 390, height: 844 });
          await snapshot(preview, "rows", "preview-390");
          await preview.setViewportSize({ width: 1280, height: 900 });
        },
      });
      expect(number).toMatch(/^NFA-\d{4}-\d{6}$/);
      return `${definition.id}: ${rows.length} rows, ${title} asked on ${rows.filter((r) => field in r).length}; submitted as ${number}`;
    }),
  );

  expectNoViolations();
});
