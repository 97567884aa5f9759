import type { Page } from "playwright-core";
import type { CompiledSection } from "../../../engine/definition/compileDefinition.ts";
import { navigate } from "../../../engine/navigation/navigate.ts";
import { shouldAutoAdvance } from "../../../engine/navigation/shouldAutoAdvance.ts";
import type { Answers, Section } from "../../../engine/types.ts";
import type { ApplicationType } from "./applicationType.ts";
import { checkAccessibility } from "./checkAccessibility.ts";
import { snapshot } from "./evidence.ts";
import { fillSection } from "./fillSection.ts";
import { pointer, type Hands } from "./hands.ts";
import { describeScreen, press, readScreen, waitForAnother, waitForScreen, type Screen } from "./screen.ts";

export interface Walk {
  page: Page;
  /** The journey's name, for messages and evidence. */
  name: string;
  type: ApplicationType;
  /** A complete scenario's answers. */
  answers: Answers;
  /** Pointer (the default) or keyboard alone. */
  hands?: Hands;
  /** Called on each step or page before it is answered; true stops the walk there (a draft saved mid-wizard). */
  stopAt?: (screen: Screen, sectionId: string) => boolean;
}

/** The wizard step or form page the screen shows: its address ends with its id (docs/decisions/0017), its heading is its title. */
function sectionOn(walk: Walk, screen: Screen): CompiledSection<Section> {
  const { compiled } = walk.type;
  const id = screen.path.split("/").at(-1);
  const section = screen.kind === "page" ? compiled.pages.find((p) => p.section.id === id) : id ? compiled.steps.get(id) : undefined;
  if (section?.section.title === screen.title) return section;
  throw new Error(`${walk.name}: the definition has no ${screen.kind} '${id ?? ""}' shown as ${describeScreen(screen)} at ${screen.path}`);
}

/** Whether the heading on screen is the title of the section its address names. */
function agrees(walk: Walk, screen: Screen): boolean {
  try {
    sectionOn(walk, screen);
    return true;
  } catch {
    return false;
  }
}

/**
 * The screen once its address and heading agree. Leaving an auto-advancing step, the address and
 * the caption's "Question k" can change a moment before the next step's heading is
 * drawn, and waitForAnother sees the caption change first: read again for a few seconds, then let
 * sectionOn say what disagrees.
 */
async function settled(walk: Walk, screen: Screen): Promise<Screen> {
  let now = screen;
  for (let tries = 0; tries < 40 && !agrees(walk, now); tries += 1) {
    await walk.page.waitForTimeout(250);
    now = await readScreen(walk.page);
  }
  return now;
}

/**
 * Answers the wizard step or form page on screen: checks it with axe, keeps a screenshot, answers
 * the fields it asks from the scenario (the definition says which and with what widget), and
 * presses Next unless choosing moved on by itself. Errors name the step. Returns the next screen.
 */
export async function answerSection(walk: Walk, shown: Screen): Promise<Screen> {
  const { page, name, type } = walk;
  const screen = await settled(walk, shown);
  const hands = walk.hands ?? pointer;
  const { compiled, context } = type;
  const asked = new Set(navigate(compiled, walk.answers, context).asked);
  const { section } = sectionOn(walk, screen);
  const where = `${name}: ${screen.kind} '${section.id}' (${describeScreen(screen)})`;
  await checkAccessibility(page, where);
  await snapshot(page, name, `${screen.kind}-${section.id}`);
  // The engine judges auto-advance on all answers: the scenario's elsewhere, this step's as given so far.
  const elsewhere = Object.fromEntries(Object.entries(walk.answers).filter(([key]) => !(key in section.schema.properties)));
  const onAnswered =
    screen.kind === "step"
      ? async (part: Answers) => {
          if (!shouldAutoAdvance(compiled, section.id, { ...elsewhere, ...part }, context)) return false;
          await waitForAnother(page, screen, `${where}: choosing`);
          return true;
        }
      : undefined;
  const filled = await fillSection(page, section.schema, section.ui, walk.answers, { where, asked, hands, ...(onAnswered ? { onAnswered } : {}) });
  return filled.advanced ? readScreen(page) : press(page, "Next", where, hands);
}

/**
 * Takes an application through its wizard steps and form pages as shown, answering each (see
 * answerSection). Returns the screen after the form (or where `stopAt` stopped).
 */
export async function answerForm(walk: Walk): Promise<Screen> {
  let screen = await waitForScreen(walk.page);
  while (screen.kind === "step" || screen.kind === "page") {
    screen = await settled(walk, screen);
    if (walk.stopAt?.(screen, sectionOn(walk, screen).section.id)) return screen;
    screen = await answerSection(walk, screen);
  }
  return screen;
}
