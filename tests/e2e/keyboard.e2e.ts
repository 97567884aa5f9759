import { describe, expect, inject, it } from "vitest";
import { applyFor } from "./support/applyFor.ts";
import { completeScenario, loadType, typeId } from "./support/applicationType.ts";
import { expectNoViolations } from "./support/checkAccessibility.ts";
import { keyboard } from "./support/hands.ts";
import { journeysInChromium } from "./support/journey.ts";
import { logIn, readProfile } from "./support/session.ts";

/**
 * One whole journey with the keyboard alone: log in, the tile, every step and page, the
 * signature given by upload (the pad's keyboard-accessible alternative), the card typed into the
 * gateway's frame, the consent, the transaction number. Every control is reached with Tab (a
 * control Tab cannot reach fails the journey) and operated with Enter, Space, arrows or typing.
 */
const base = inject("base");
const today = inject("today");
const APP_TYPE = typeId("general-administration");

const timed = journeysInChromium();

describe("keyboard only", () => {
  it(
    "an applicant logs in and applies for a letter, from the tile to a transaction number, without a pointer",
    timed("keyboard only", async (open) => {
      const page = await open();
      await logIn(page, base, "fisher@example.com", "Fisher#2026", keyboard);
      const type = await loadType(base, APP_TYPE, await readProfile(page, base));
      // The second scenario: another branch than the newcomer's in applicationTypes.
      const scenario = completeScenario(type, today, 1);
      const number = await applyFor({ page, base, name: "keyboard", type, scenario, way: "card", hands: keyboard });
      expect(number).toMatch(/^NFA-\d{4}-\d{6}$/);
      return `${type.definition.title} (scenario '${scenario.name}') submitted as ${number}`;
    }),
  );
});

expectNoViolations();
