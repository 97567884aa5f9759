import { readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { describe, expect, it } from "vitest";
import { contextFor, loadDefinitions } from "../../engine/node/loadDefinitions.ts";
import { loadScenarios } from "../../engine/node/loadScenarios.ts";
import { expiryAfterYears } from "./certificateFields.ts";
import { certificateDates } from "./issueCertificate.ts";

/*
 * Issue 17 'Policy out of code': what an approval issues, and for how long, comes from each type's
 * own file. Every type of schemas/types/ (the fourteenth too, in `npm run test:fourteenth`'s copy)
 * is approved on each of its scenarios' answers; the validity must be what the certificate
 * section of that type's file says, read here as raw JSON (following its one $ref), not through
 * the engine.
 */
interface Section {
  licenceYears: number;
  idCard?: { years: number };
}

/** The certificate section as written in the type's file, a shared file's keys under its own. */
function sectionInFile(file: string): Section | undefined {
  const raw = (JSON.parse(readFileSync(file, "utf8")) as { certificate?: Section & { $ref?: string } }).certificate;
  if (!raw?.$ref) return raw;
  const { $ref, ...own } = raw;
  return { ...(JSON.parse(readFileSync(join(dirname(file), $ref), "utf8")) as Section), ...own };
}

const { loaded } = loadDefinitions();
const DAY = "2026-11-22";

describe("every type's certificate comes from its own file", () => {
  it("finds the types of schemas/types", () => {
    expect(loaded.length).toBeGreaterThanOrEqual(13);
  });

  for (const type of loaded) {
    const { id, title } = type.definition;
    const section = sectionInFile(type.file);
    const issued = loadScenarios(id).map(({ scenario }) => certificateDates(type.compiled, scenario.answers, contextFor(DAY, scenario.profile ?? {})));

    it(`${id} (${title}): the licence runs as long as its file says, the ID card only where its file gives one, for as long as it says`, () => {
      if (!section) {
        expect(issued.every((d) => d === null)).toBe(true);
        return;
      }
      for (const dates of issued) {
        expect(dates?.expiresOn).toBe(expiryAfterYears(DAY, section.licenceYears));
        if (dates?.idCard) expect(dates.idCard.expiresOn).toBe(expiryAfterYears(DAY, section.idCard?.years ?? Number.NaN));
      }
      // A type that gives a card issues one on some of its scenarios: the condition is not dead.
      expect(issued.some((d) => d?.idCard)).toBe(section.idCard !== undefined);
    });
  }
});
