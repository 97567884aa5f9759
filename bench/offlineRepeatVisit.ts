import { chromium, type CDPSession, type Page, type Response } from "playwright-core";
import { CHROMIUM, CHROMIUM_FLAGS } from "./chromium.ts";
import { failed, ms, reason, reported, type Figure } from "./figures.ts";
import { keptTypes } from "../tests/e2e/support/keptTypes.ts";
import { demoAccounts } from "./scenarios.ts";

/** A phone: its width and height, Lighthouse's mobile pixel ratio, touch. */
const PHONE = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true } as const;
/** Lighthouse's mobile CPU slowdown, applied for real here (Emulation.setCPUThrottlingRate), not simulated. */
const CPU_SLOWDOWN = 4;
const SLOW_PHONE = `slow phone: CPU ${CPU_SLOWDOWN}x slower, 390x844, no network`;
const TILES = `offline repeat visit (${SLOW_PHONE}): /application-types reloaded until a tile can be pressed`;
const stepLabel = (title: string) => `offline repeat visit (${SLOW_PHONE}): ${title}'s first step opened until its first field can be answered`;
/** The wizard step's form fields, as the page draws them. */
const FIELD = "input:not([type=hidden]), select, textarea";

/**
 * Run in each page from its first script on (a string, so the bench's TypeScript transform leaves
 * it as it is): at every animation frame until it holds, whether the page is usable, and the time
 * since the navigation started (`performance.now()`) at the first frame it is, in
 * `window.__nfaUsable`. On /application-types: the list named "Application types" is shown and
 * holds a shown, enabled button. Elsewhere: the first form field of the page's main is shown and
 * enabled. Polling stops once found (or after a minute), so it costs the throttled page little.
 */
const USABLE = `(() => {
  const marks = (window.__nfaUsable = {});
  const shown = (el) => { if (!el) return false; const box = el.getBoundingClientRect(); return box.width > 0 && box.height > 0 && getComputedStyle(el).visibility !== "hidden"; };
  const tilesPage = location.pathname === "/application-types";
  const check = () => {
    if (tilesPage) {
      const list = document.querySelector('[aria-label="Application types"]');
      if (shown(list) && [...list.querySelectorAll("button")].some((b) => !b.disabled && shown(b))) marks.tiles = performance.now();
    } else {
      const main = document.querySelector("main");
      const field = main ? main.querySelector(${JSON.stringify(FIELD)}) : null;
      if (field && !field.disabled && shown(field)) marks.field = performance.now();
    }
    if (marks.tiles === undefined && marks.field === undefined && performance.now() < 60000) requestAnimationFrame(check);
  };
  requestAnimationFrame(check);
})();`;

interface Summary {
  id: string;
  hash: string;
  title: string;
  routePrefix: string;
  requiresLogin: boolean;
  stages: Array<{ id: string; route: string }>;
}

/** Polls `read` until `done` holds or `timeoutMs` passes; throws `what` on the timeout. */
async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs: number, what: (last: T) => string): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > deadline) throw new Error(what(value));
    await new Promise((r) => setTimeout(r, 200));
  }
}

/** What the page shows, one line, for a failure's reason. */
const shows = async (page: Page) => `${new URL(page.url()).pathname} shows "${((await page.locator("main").innerText({ timeout: 2_000 }).catch(() => "")) || "nothing").replace(/\s+/g, " ").slice(0, 160)}"`;

/**
 * The time from the navigation's start until USABLE's mark `key`, in the page's own clock. Throws
 * when the mark does not come within 30 s, or when the page came from the network rather than
 * the worker's kept copy (its Date header is newer than the moment the network was cut): then
 * the network was not cut for the worker, and the figure would not be an offline one.
 */
async function timed(page: Page, navigate: () => Promise<Response | null>, key: "tiles" | "field", offlineSince: number): Promise<{ ms: number; fromWorker: boolean }> {
  const response = await navigate();
  const handle = await page
    .waitForFunction((k) => (window as unknown as { __nfaUsable?: Record<string, number> }).__nfaUsable?.[k] ?? false, key, { timeout: 30_000, polling: 100 })
    .catch(async () => {
      throw new Error(`not usable within 30 s: ${await shows(page)}`);
    });
  const date = Date.parse(response?.headers().date ?? "");
  if (date > offlineSince + 1_000) throw new Error(`the page came from the network (Date ${response?.headers().date}), not from the worker's copy: the network was not cut`);
  return { ms: (await handle.jsonValue()) as number, fromWorker: response?.fromServiceWorker() ?? false };
}

/** A fixed piece of work in the page, its time in ms: before and after the slowdown, to show it held. */
const loop = (page: Page) =>
  page.evaluate(() => {
    const started = performance.now();
    let sum = 0;
    for (let i = 0; i < 20_000_000; i++) sum += i % 7;
    return sum > 0 ? performance.now() - started : 0;
  });

/** The worker stopped (a phone's browser stops an idle one: the visit starts it again) and the page's CPU slowed, before a timed navigation. */
async function slowDown(cdp: CDPSession): Promise<void> {
  await cdp.send("ServiceWorker.stopAllWorkers");
  // Sent again each time: harmless, and sure to hold should the navigation change the page's process.
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: CPU_SLOWDOWN });
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

const summary = (values: number[]) => `${ms(median(values))} median of ${values.length} run${values.length === 1 ? "" : "s"} (${values.map((v) => ms(v)).join(", ")})`;

/**
 * Issue 27, "Measured": a repeat visit with no network on an emulated slow phone. Chromium
 * (Playwright, service workers allowed) at phone size signs in as the demo fisher, opens
 * /application-types with the network on until the service worker controls the page and has kept
 * every type's definition and validators, and starts a Fisher Licence (its tile, to its first
 * step), so the session holds an application. Then the network is cut for the context and its
 * service workers (Playwright's setOffline), the page's CPU slowed 4x (Chrome DevTools'
 * throttling, Lighthouse's mobile factor), and `runs` times, each with the worker stopped first
 * (a phone's browser stops an idle worker: each visit starts it again): (a) /application-types
 * reloaded until the tiles' list is shown with a button that can be pressed; (b) the wizard's
 * first step's address opened until its first field is shown and enabled. Each time is the
 * page's own, from the navigation's start to the first animation frame where that holds; the
 * median is reported, every run beside it. No budget: the issue asks for the figure.
 */
export async function offlineRepeatVisit(base: string, say: (line: string) => void, { runs = 5 }: { runs?: number } = {}): Promise<{ figures: Figure[]; notes: string[] }> {
  const notes: string[] = [];
  if (!CHROMIUM) return { figures: [reported("offline", "offline repeat visit", "skipped: /usr/bin/chromium is missing (apt-get install chromium)")], notes };
  const fisher = demoAccounts().find((a) => a.email === "fisher@example.com");
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_FLAGS });
  let stepTitle = "Fisher Licence";
  try {
    const context = await browser.newContext({ ...PHONE, locale: "en-US", serviceWorkers: "allow" });
    const page = await context.newPage();
    page.setDefaultTimeout(30_000);
    let wizard: string;
    let cdp: CDPSession;
    let unslowed: number;
    try {
      if (!fisher) throw new Error("no demo fisher in fixtures/demo/accounts.json");
      say("offline: the first visit with the network on (sign in, the worker installs and keeps every type, a Fisher Licence started)");
      await page.goto(`${base}/login`);
      await page.getByRole("textbox", { name: "Email" }).fill(fisher.email);
      await page.getByLabel("Password").fill(fisher.password);
      await page.getByRole("button", { name: "Sign In" }).click();
      await page.waitForURL((url) => !url.pathname.startsWith("/login"));
      await page.goto(`${base}/application-types`);
      await page.getByRole("list", { name: "Application types" }).waitFor();
      await until(() => page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? ""), (url) => url.endsWith("/serviceWorker.js"), 30_000, () => "no service worker controls /application-types 30 s after it loaded");
      const answer = await page.request.get(`${base}/api/definitions`);
      const types = ((await answer.json()) as { data: { definitions: Summary[] } }).data.definitions;
      await until(() => keptTypes(page, types), (kept) => kept === types.length, 60_000, (kept) => `the worker kept ${kept} of ${types.length} types' definition and validators within 60 s`);
      const type = types.find((t) => t.title === "Fisher Licence") ?? types.find((t) => t.requiresLogin && t.stages[0]?.id === "type");
      if (!type) throw new Error("no type that needs login and starts with wizard steps");
      stepTitle = type.title;
      await page.getByRole("button", { name: `Apply for ${type.title}` }).click();
      await page.waitForURL((url) => url.pathname.startsWith(`${type.routePrefix}/`));
      await page.getByRole("main").locator(FIELD).first().waitFor();
      wizard = page.url();
      // Back to the tiles, with the network still on: the page the reload starts from.
      await page.goto(`${base}/application-types`);
      await page.getByRole("list", { name: "Application types" }).getByRole("button").first().waitFor();
      const storage = await page.evaluate(async () => (await navigator.storage.estimate()).usage ?? 0);
      notes.push(`offline: before the network was cut the worker controlled the page and kept ${types.length} of ${types.length} types; the origin's storage held ${(storage / 1e6).toFixed(1)} MB (navigator.storage.estimate); the application started at ${new URL(wizard).pathname}`);

      unslowed = await loop(page);
      await context.setOffline(true);
      cdp = await context.newCDPSession(page);
      await cdp.send("ServiceWorker.enable");
      await page.addInitScript(USABLE);
    } catch (error) {
      const why = `the visit with the network on failed: ${reason(error)}`;
      return { figures: [failed("offline", TILES, why), failed("offline", stepLabel(stepTitle), why)], notes };
    }
    const offlineSince = Date.now();
    const tiles: number[] = [];
    const step: number[] = [];
    let tilesFailure = "";
    let stepFailure = "";
    let notFromWorker = 0;
    say(`offline: ${runs} repeat visits with no network, CPU ${CPU_SLOWDOWN}x slower`);
    for (let run = 1; run <= runs; run++) {
      if (!tilesFailure) {
        try {
          await slowDown(cdp);
          const result = await timed(page, () => page.reload({ waitUntil: "commit" }), "tiles", offlineSince);
          // Read back the way a person (and the e2e suite) would find them: the list by its name, a button in it.
          if (!(await page.getByRole("list", { name: "Application types" }).getByRole("button").first().isEnabled())) throw new Error("the first tile's button is not enabled");
          tiles.push(result.ms);
          if (!result.fromWorker) notFromWorker += 1;
        } catch (error) {
          tilesFailure = `run ${run}: ${reason(error)}`;
        }
      }
      if (!stepFailure) {
        try {
          await slowDown(cdp);
          const result = await timed(page, () => page.goto(wizard, { waitUntil: "commit" }), "field", offlineSince);
          if (!page.url().startsWith(wizard.replace(/\/[^/]*$/, ""))) throw new Error(`sent on to ${new URL(page.url()).pathname}`);
          if (!(await page.getByRole("main").locator(FIELD).first().isEnabled())) throw new Error("the step's first field is not enabled");
          step.push(result.ms);
          if (!result.fromWorker) notFromWorker += 1;
        } catch (error) {
          stepFailure = `run ${run}: ${reason(error)}`;
        }
      }
      // Back on the tiles (not timed), settled, for the next reload.
      if (run < runs && !tilesFailure) await timed(page, () => page.goto(`${base}/application-types`), "tiles", offlineSince).catch((error: unknown) => (tilesFailure = `back on the tiles after run ${run}: ${reason(error)}`));
    }
    const slowed = await loop(page).catch(() => NaN);
    const figures = [
      tilesFailure ? failed("offline", TILES, tilesFailure) : reported("offline", TILES, summary(tiles)),
      stepFailure ? failed("offline", stepLabel(stepTitle), stepFailure) : reported("offline", stepLabel(stepTitle), summary(step)),
    ];
    notes.push(
      `offline: Chromium at 390x844 (pixel ratio 1.75, touch), the network cut by Playwright's context.setOffline (the page and its service worker), the page's CPU slowed ${CPU_SLOWDOWN}x by Emulation.setCPUThrottlingRate (the worker's thread is not slowed); the worker stopped before each navigation (ServiceWorker.stopAllWorkers), so each starts it again; each time from the navigation's start to the first animation frame where the page is usable, in the page's clock; a fixed loop in the page took ${ms(unslowed)} before the slowdown and ${ms(slowed)} after the last run${notFromWorker ? `; ${notFromWorker} navigation(s) not answered by the worker` : ""}`,
    );
    return { figures, notes };
  } catch (error) {
    return { figures: [failed("offline", TILES, reason(error)), failed("offline", stepLabel(stepTitle), reason(error))], notes };
  } finally {
    await browser.close().catch(() => undefined);
  }
}
