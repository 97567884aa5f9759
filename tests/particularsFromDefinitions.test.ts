import { mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { allowedValues, fieldAt, fieldIndex, sectionsOf } from "../engine/lint/fieldIndex.ts";
import { loadDefinition, loadDefinitions } from "../engine/node/loadDefinitions.ts";
import { loadScenarios } from "../engine/node/loadScenarios.ts";
import { SCHEMAS } from "../engine/node/paths.ts";
import { readField } from "../engine/conditions/readField.ts";
import { particularValues } from "../engine/particulars/particularValues.ts";
import { plainAnswer } from "../engine/particulars/plainAnswer.ts";
import type { Particulars } from "../engine/types.ts";
import { certificateFields } from "../server/services/certificateFields.ts";
import { reportOptions } from "../server/services/reportOptions.ts";

/*
 * Decision 0040: which answers fill the certificate's listing fields and the report columns is
 * each definition's `particulars`. Types from schemas/, answers from fixtures/scenarios/, so a
 * fourteenth type added as JSON (npm run test:fourteenth) is checked here by its own file.
 */

type Key = Exclude<keyof Particulars, "typeCategoryField">;
/** Where each particular is seen: a certificate listing field, or a report column (GET /api/admin/transactions). */
const SEEN_AS: Record<Key, string> = { licenceType: "Licence type column and the start of the certificate's type and category", licenceCategory: "Licence category column", recreationalLicenceType: "Recreational licence type column", typeOfTransaction: "Type of transaction column", species: "FLIS_TypeofSpecies", fishingPort: "FLIS_FishingPort", inland: "FLIS_Inland", homeBasePort: "FLIS_HomeBasePort" };
const NO_CONTEXT = { today: "", windows: {}, profile: {} };
const text = (answers: Record<string, unknown>, path: string) => plainAnswer(readField(path, answers, NO_CONTEXT));

const { loaded } = loadDefinitions();

it("finds the definitions", () => expect(loaded.length).toBeGreaterThanOrEqual(13));

it("every answer the shared particulars name is asked by some type (a misspelling there would read nothing anywhere)", () => {
  const shared = JSON.parse(readFileSync(join(SCHEMAS, "common", "particulars.json"), "utf8")) as Record<string, unknown>;
  const asked = (path: string) => loaded.some((l) => fieldAt(fieldIndex(sectionsOf(l.definition)), path));
  const paths = Object.values(shared).filter(Array.isArray).flat() as string[];
  expect(paths.length).toBeGreaterThan(0);
  expect(paths.filter((p) => !asked(p))).toEqual([]);
});

describe.each(loaded.map((l) => [`${l.definition.title} (${l.definition.id})`, l] as const))("%s", (_, type) => {
  const own = (JSON.parse(readFileSync(type.file, "utf8")) as { particulars?: Record<string, unknown> }).particulars ?? {};
  const ownKeys = (Object.keys(own) as Array<Key | "$ref" | "typeCategoryField">).filter((k): k is Key => k in SEEN_AS);
  const scenarios = loadScenarios(type.definition.id).filter((s) => s.scenario.expect.complete);

  it("takes its particulars from its own file: each answer it names itself is asked and answered by a complete scenario", () => {
    const index = fieldIndex(sectionsOf(type.definition));
    for (const key of ownKeys) {
      for (const path of own[key] as string[]) expect(fieldAt(index, path), `${key} names ${path}`).toBeDefined();
      if ((own[key] as string[]).length) expect(scenarios.some((s) => (own[key] as string[]).some((p) => text(s.scenario.answers, p))), `no complete scenario answers particulars.${key}`).toBe(true);
    }
  });

  it("fills the certificate's listing fields and the report columns from the answers its particulars name", () => {
    const particulars = type.definition.particulars;
    if (!particulars) throw new Error("no particulars: the type would fill no certificate field and no report column");
    for (const { scenario } of scenarios) {
      const values = particularValues(type.definition, scenario.answers);
      const fields = certificateFields({ transNumber: "NFA-T", definition: type.definition, answers: scenario.answers, profile: scenario.profile ?? {}, issuedOn: "2026-11-22", expiresOn: "2027-11-21", idCard: null });
      const firstAnswered = (key: Key) => particulars[key].map((p) => text(scenario.answers, p)).find((t) => t !== null) ?? null;
      expect(fields.FLIS_Licence).toBe(type.definition.title);
      expect(fields.FLIS_TypeofSpecies).toBe(particulars.species.map((p) => text(scenario.answers, p)).filter(Boolean).join(", ") || null);
      for (const key of ["fishingPort", "inland", "homeBasePort"] as const) expect(fields[SEEN_AS[key] as "FLIS_FishingPort"], SEEN_AS[key]).toBe(firstAnswered(key));
      for (const key of ["licenceType", "licenceCategory", "recreationalLicenceType", "typeOfTransaction"] as const) expect(values[key], SEEN_AS[key]).toBe(firstAnswered(key));
      // The type and category go to the fisher's or the vessel's listing field, as the type says; the other stays empty.
      const other = particulars.typeCategoryField === "FLIS_TypeCategoryofLicenceFisher" ? "FLIS_TypeCategoryofLicenseVessel" : "FLIS_TypeCategoryofLicenceFisher";
      expect(fields[other]).toBeNull();
      if (firstAnswered("licenceType")) expect(fields[particulars.typeCategoryField]?.startsWith(String(firstAnswered("licenceType")))).toBe(true);
    }
  });

  it("offers the report's licence type filter from the field its particulars name", () => {
    const index = fieldIndex(sectionsOf(type.definition));
    const offered = type.definition.particulars?.licenceType.map((p) => fieldAt(index, p)).map((f) => (f ? (allowedValues(f) ?? []) : [])).find((values) => values.length);
    expect(reportOptions(type.compiled).licence_types).toEqual(offered ?? []);
  });
});

it("lint names an answer a type's particulars name but the type never asks, with 'did you mean'", () => {
  const source = loaded.find((l) => (JSON.parse(readFileSync(l.file, "utf8")) as { particulars?: Record<string, unknown> }).particulars?.licenceType);
  if (!source) throw new Error("no type writes its own licenceType particular");
  const raw = readFileSync(source.file, "utf8");
  const path = (JSON.parse(raw) as { particulars: { licenceType: string[] } }).particulars.licenceType[0]!;
  const misspelt = path.slice(0, -1);
  // A scratch schemas tree beside the real shared files: other tests read schemas/types/ meanwhile.
  const scratch = mkdtempSync(join(tmpdir(), "particulars-lint-"));
  mkdirSync(join(scratch, "types"));
  for (const name of ["common", "lists", "definition.schema.json"]) symlinkSync(join(SCHEMAS, name), join(scratch, name));
  const file = join(scratch, "types", "misspelt.json");
  writeFileSync(file, raw.replace(`"licenceType": ["${path}"]`, `"licenceType": ["${misspelt}"]`));
  try {
    const result = loadDefinition(file);
    expect(result.issues.map((i) => i.message)).toEqual([`particulars.licenceType names "${misspelt}", which this type never asks; did you mean "${path}"?`]);
    expect(result.issues[0]?.code).toBe("particular-not-asked");
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
});
