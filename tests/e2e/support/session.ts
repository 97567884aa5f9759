import type { Browser, Page } from "playwright-core";
import { pointer, type Hands } from "./hands.ts";

/** What a journey's page may differ in. */
export interface PageOptions {
  /**
   * The portal's service worker (issue 27): blocked unless asked for. Each fresh visitor's worker
   * would precache the app and warm every type's definition, a megabyte or two per page the
   * journeys never use; tests/e2e/offline.e2e.ts asks for it and proves it.
   */
  serviceWorkers?: "allow" | "block";
  viewport?: { width: number; height: number };
}

/** A page in a browser context of its own: a fresh profile, as a new visitor has. */
export async function newPage(browser: Browser, options: PageOptions = {}): Promise<Page> {
  const context = await browser.newContext({ viewport: options.viewport ?? { width: 1100, height: 900 }, locale: "en-US", serviceWorkers: options.serviceWorkers ?? "block" });
  const page = await context.newPage();
  // A journey waits for roles and texts; anything slower than this is a failure to report.
  page.setDefaultTimeout(20_000);
  return page;
}

export const closePage = (page: Page) => page.context().close();

/** Logs in through /login and waits to be sent on. */
export async function logIn(page: Page, base: string, email: string, password: string, hands: Hands = pointer): Promise<void> {
  await page.goto(`${base}/login`);
  await hands.type(page.getByRole("textbox", { name: "Email" }), email);
  await hands.type(page.getByLabel("Password"), password);
  await hands.press(page.getByRole("button", { name: "Sign In" }));
  await page.waitForURL((url) => !url.pathname.startsWith("/login"));
}

/**
 * Below 40em the header's links fold behind its Menu button (renderer/src/layout/Header.tsx):
 * opens it when it is shown and folded, so a driver reaches a header link at any width.
 */
export async function openHeaderMenu(page: Page): Promise<void> {
  const menu = page.getByRole("banner").getByRole("button", { name: "Menu", exact: true });
  if ((await menu.isVisible()) && (await menu.getAttribute("aria-expanded")) === "false") await menu.click();
}

/** Logs out with the header's button and waits for the login page. */
export async function logOut(page: Page): Promise<void> {
  await openHeaderMenu(page);
  await page.getByRole("navigation", { name: "Account" }).getByRole("button", { name: "Logout" }).click();
  await page.getByRole("button", { name: "Sign In" }).waitFor();
}

/**
 * The logged-in applicant's profile as the wizard gets it (GET /api/users/profile, the first
 * entity), asked with the token the page keeps in localStorage: reading back, not driving.
 */
export async function readProfile(page: Page, base: string): Promise<Record<string, unknown>> {
  const token = await page.evaluate(() => (JSON.parse(localStorage.getItem("nfa-portal-session") ?? "{}") as { state?: { token?: string } }).state?.token);
  if (!token) throw new Error("readProfile: the page holds no session token (not logged in?)");
  const answer = await page.request.get(`${base}/api/users/profile`, { headers: { authorization: `Bearer ${token}` } });
  if (!answer.ok()) throw new Error(`GET /api/users/profile: ${answer.status()}`);
  const { data } = (await answer.json()) as { data: { entities?: Array<Record<string, unknown>>; licences?: unknown[] } };
  // The licences on file ride with the entity, so loadType's context judges rules on them as the page does (issue 29).
  return { ...(data.entities?.[0] ?? {}), ...(data.licences?.length ? { licences: data.licences } : {}) };
}
