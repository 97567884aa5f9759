import type { Page } from "playwright-core";
import type { Scenario } from "../../../engine/scenarios/Scenario.ts";
import { answerForm } from "./answerForm.ts";
import type { ApplicationType } from "./applicationType.ts";
import { pointer, type Hands } from "./hands.ts";
import { payFees, type PaymentWay } from "./payFees.ts";
import { waitForScreen } from "./screen.ts";
import { submitApplication } from "./submitApplication.ts";
import { uploadDocuments } from "./uploadDocuments.ts";

export interface Journey {
  page: Page;
  base: string;
  /** For messages and evidence. */
  name: string;
  type: ApplicationType;
  scenario: Scenario;
  way: PaymentWay;
  /** Pointer (the default) or keyboard alone. */
  hands?: Hands;
  /** A journey's own checks on check your answers, before it submits. */
  atPreview?: (page: Page) => Promise<void>;
}

/**
 * Goes on with an application from the screen it is on: the wizard and form, the documents, the
 * payment and the preview's consent. Returns the transaction number.
 */
export async function finishApplication(journey: Journey): Promise<string> {
  const { page, name, type, scenario, way } = journey;
  const hands = journey.hands ?? pointer;
  let screen = await answerForm({ page, name, type, answers: scenario.answers, hands });
  if (screen.kind === "documents") screen = await uploadDocuments(page, name, type, hands);
  if (screen.kind === "payment") screen = await payFees(page, name, type, scenario.answers, way, hands);
  if (screen.kind !== "preview") throw new Error(`${name}: expected the preview, found '${screen.title}'`);
  return submitApplication(page, name, type, hands, journey.atPreview);
}

/** Starts an application from its tile on /application-types. */
export async function openTile(page: Page, base: string, type: ApplicationType, hands: Hands = pointer): Promise<void> {
  await page.goto(`${base}/application-types`);
  await hands.press(page.getByRole("button", { name: `Apply for ${type.definition.title}` }));
  await waitForScreen(page);
}

/** From the tile to a transaction number. */
export async function applyFor(journey: Journey): Promise<string> {
  await openTile(journey.page, journey.base, journey.type, journey.hands);
  return finishApplication(journey);
}
