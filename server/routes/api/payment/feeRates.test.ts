import { cpSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { basename, join } from "node:path";
import { randomUUID } from "node:crypto";
import { afterAll, describe, expect, it } from "vitest";
import { evaluateApplication } from "../../../../engine/evaluateApplication.ts";
import { contextFor, loadDefinitions } from "../../../../engine/node/loadDefinitions.ts";
import { SCHEMAS } from "../../../../engine/node/paths.ts";
import type { FeeRate } from "../../../../engine/types.ts";
import { buildApp, DEMO, tokenFor } from "../../../testing/buildApp.ts";
import { publishVersion } from "../../../testing/publishVersion.ts";
import { readyToSubmit } from "../../../testing/readyToSubmit.ts";
import { demoFisher, payingScenario } from "../../../testing/scenarioAnswers.ts";

/**
 * Issue 26 (decision 0053) on the server: a version of a paying type whose first charged fee line
 * becomes a per-kg rate with bands and a cap from the test's day. The payment taken, the amount
 * due stored and the fees frozen at submit are the engine's, with the working in words. The type
 * and its answers come from schemas/ and the scenarios.
 */
const TODAY = "2026-11-22";
const scenario = payingScenario({ today: TODAY });
const original = loadDefinitions().loaded.find((t) => t.definition.id === scenario.appType)!;
const before = evaluateApplication(original.compiled, scenario.answers, contextFor(TODAY, demoFisher())).fees;
const levied = before.lines[0]!;
const RATE: FeeRate = { quantity: "catch_kg", unit: "kg", bands: [{ upTo: 1000, centsPerUnit: 200 }, { centsPerUnit: 150 }], minimum: 50000, cap: 400000 };
const dir = mkdtempSync(join(tmpdir(), "fee-rates-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("a fee rate on the server", () => {
  it("is what the payment takes, the submit stores and the frozen case shows, with its working", async () => {
    const schemas = join(dir, "schemas");
    cpSync(SCHEMAS, schemas, { recursive: true });
    publishVersion(schemas, basename(original.file, ".json"), (d) => {
      const page = d.form.pages[0]!;
      page.schema.properties.catch_kg = { type: "number", title: "Catch (kg)", minimum: 0 };
      d.fees?.lines.find((l) => l.id === levied.id)?.amounts.push({ from: TODAY, rate: RATE });
    });
    const postgres: Record<string, string> = process.env.TEST_DATABASE_URL ? { DATABASE_SCHEMA: `test_${randomUUID().replace(/-/g, "")}` } : {};
    const app = await buildApp({ SQLITE_FILE: join(dir, "portal.sqlite"), SCHEMAS_DIR: schemas, PORTAL_TODAY: TODAY, ...postgres });
    try {
      const fisher = await tokenFor(app, DEMO.fisher.email, DEMO.fisher.password);
      const answers = { ...scenario.answers, catch_kg: 2500 };
      // 1,000 kg at JMD 2.00 + 1,500 kg at JMD 1.50 = JMD 4,250.00, held to the cap of JMD 4,000.00.
      const expected = before.total - levied.amount + 400000;
      const tempId = await readyToSubmit(app, fisher, scenario.appType, answers);
      const submit = await app.inject({ method: "POST", url: `/api/applications/save-application?app_type=${scenario.appType}`, headers: { authorization: fisher }, payload: { ...answers, temp_trans_id: tempId, launchCase: true } });
      expect(submit.statusCode, submit.body).toBe(200);
      const row = await app.knex("transactions").where({ temp_trans_id: tempId }).first("amount_due_cents", "frozen");
      expect(Number(row.amount_due_cents)).toBe(expected);
      const paid = await app.knex("payments").where({ temp_trans_id: tempId, status: "completed" }).sum({ cents: "amount_cents" }).first();
      expect(Number(paid?.cents)).toBe(expected);
      const frozen = JSON.parse(row.frozen as string) as { fees: { lines: Array<{ id: string; amount: number; working?: string }> } };
      expect(frozen.fees.lines.find((l) => l.id === levied.id)).toEqual({ id: levied.id, label: levied.label, amount: 400000, working: "1,000 kg at JMD 2.00 per kg + 1,500 kg at JMD 1.50 per kg = JMD 4,250.00, capped at JMD 4,000.00" });
    } finally {
      await app.close();
    }
  });
});
