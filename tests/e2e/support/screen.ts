import type { Page } from "playwright-core";
import { pointer, type Hands } from "./hands.ts";

/** What an application shows now, read from its headings: a wizard step, a form page or a stage. */
export interface Screen {
  kind: "step" | "page" | "documents" | "payment" | "preview" | "status" | "other";
  /** 'Question 3', 'Question 9 of 13', 'Page 1 of 2', 'Part 2 of 3'. */
  caption: string;
  title: string;
  path: string;
}

const HEADINGS: Array<[Screen["kind"], string]> = [
  ["step", "#step-title"],
  ["page", "#page-title"],
  ["documents", "#documents-title"],
  ["payment", "#payment-title"],
  ["preview", "#preview-title"],
  ["status", ".govuk-panel__title"],
];

/** Reads the screen once, in the page itself. */
export async function readScreen(page: Page): Promise<Screen> {
  const found = await page.evaluate((headings) => {
    for (const [kind, selector] of headings) {
      const heading = document.querySelector(`main ${selector}`);
      if (heading) return { kind, title: heading.textContent?.trim() ?? "", caption: heading.closest("section")?.querySelector(".govuk-caption-l")?.textContent?.trim() ?? "" };
    }
    return { kind: "other", title: document.querySelector("main h1, main h2")?.textContent?.trim() ?? "", caption: "" };
  }, HEADINGS);
  return { ...(found as Omit<Screen, "path">), path: new URL(page.url()).pathname };
}

/** Waits until one of the application's screens is drawn. */
export async function waitForScreen(page: Page): Promise<Screen> {
  await page.locator(HEADINGS.map(([, s]) => `main ${s}`).join(", ")).first().waitFor();
  return readScreen(page);
}

/** A screen's identity: its kind and headings (the address may change a moment before the screen does). */
export const screenKey = (s: Screen) => `${s.kind}|${s.caption}|${s.title}`;
export const describeScreen = (s: Screen) => [s.caption, `'${s.title}'`].filter(Boolean).join(" ");

/**
 * Waits until another screen with one of the headings is drawn (a screen without them, such as
 * 'Loading…', counts only when `anyScreen`); throws with the messages shown if it stays.
 */
export async function waitForAnother(page: Page, before: Screen, what: string, anyScreen = false): Promise<Screen> {
  const key = screenKey(before);
  try {
    await page.waitForFunction(
      ([k, headings, any]) => {
        // The same reading as readScreen's, in the page: a screen with none of the headings is 'other'.
        let now = any ? `other||${document.querySelector("main h1, main h2")?.textContent?.trim() ?? ""}` : k;
        for (const [kind, selector] of headings) {
          const heading = document.querySelector(`main ${selector}`);
          if (!heading) continue;
          now = `${kind}|${heading.closest("section")?.querySelector(".govuk-caption-l")?.textContent?.trim() ?? ""}|${heading.textContent?.trim() ?? ""}`;
          break;
        }
        return now !== k;
      },
      [key, HEADINGS, anyScreen] as const,
      { timeout: 15_000 },
    );
  } catch {
    const shown = await page.locator("main .govuk-error-summary li, main .govuk-error-message, [data-sonner-toast]").allInnerTexts();
    const messages = [...new Set(shown.map((t) => t.replace(/^Error:\s*/, "").replace(/\s+/g, " ").trim()).filter(Boolean))];
    throw new Error(`${what} did not leave ${describeScreen(before)}: ${messages.join(" / ") || "no message shown"}`);
  }
  return readScreen(page);
}

/** Presses a button on the screen and waits for the next screen. */
export async function press(page: Page, button: string, where: string, hands: Hands = pointer): Promise<Screen> {
  const before = await readScreen(page);
  await hands.press(page.getByRole("main").getByRole("button", { name: button, exact: true }).first());
  return waitForAnother(page, before, `${where}: '${button}'`);
}
