import { writeFileSync } from "node:fs";
import { join } from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { chromium, type Page } from "playwright-core";
import { loadScenarios } from "../engine/node/loadScenarios.ts";
import { PortalApi } from "./api.ts";
import { CHROMIUM, CHROMIUM_FLAGS } from "./chromium.ts";
import { budgeted, failed, ms, reason, reported, type Figure } from "./figures.ts";
import { INSTALLABLE_AUDITS, installableConfig } from "./lighthouseInstallable.ts";
import { demoAccounts } from "./scenarios.ts";

/** Chrome's debugging port, in the bench's range. */
const CHROME_PORT = 3103;
/** Where the client keeps the session and the application being filled (renderer/src/store/useSession.ts). */
const SESSION_KEY = "nfa-portal-session";
const BUDGET = "performance ≥ 95, accessibility, best practices, SEO 100, CLS < 0.1";
const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const;
/** Issue 27's installable portal: the two audits bench/lighthouseInstallable.ts adds to each run, and their figures' labels. */
const FOUND = [
  { id: INSTALLABLE_AUDITS[0], label: "Lighthouse: web app manifest found (parsed, no installability errors)" },
  { id: INSTALLABLE_AUDITS[1], label: "Lighthouse: service worker controlling the page (its scope covers the manifest's start URL)" },
] as const;
const FOUND_BUDGET = "on every page audited";

interface Summary {
  id: string;
  title: string;
  routePrefix: string;
  requiresLogin: boolean;
  stages: Array<{ id: string; route: string }>;
}

/** A page to audit: its address, what the browser's localStorage holds first, and where it must end. */
interface Audit {
  name: string;
  path: string;
  /** The session the client finds (null: a visitor who is not logged in). */
  session: Record<string, unknown> | null;
  /** The path the page must still be on when audited (a logged-in page that fell back to /login failed). */
  expect: string;
}

/**
 * The five pages of issue 15, logged-in ones prepared through the API as the demo fisher: the
 * first step of the Fisher Licence (a new application), its check-your-answers page (a complete
 * application of its first complete scenario for the demo fisher, saved with its documents; the
 * payment method set to cash so the page does not open the consent dialog a card payment opens)
 * and the dashboard. The client keeps its session in localStorage, written before each audit.
 */
async function audits(base: string, today: string, quick: boolean): Promise<Audit[]> {
  const publicPages: Audit[] = [
    { name: "home", path: "/home", session: null, expect: "/home" },
    { name: "/application-types", path: "/application-types", session: null, expect: "/application-types" },
  ];
  if (quick) return publicPages.filter((p) => p.path === "/application-types");
  const fisher = demoAccounts().find((a) => a.email === "fisher@example.com");
  if (!fisher) throw new Error("no demo fisher in fixtures/demo/accounts.json");
  const api = new PortalApi(base);
  await api.logIn(fisher.email, fisher.password);
  const profile = await api.call("GET", "/api/users/profile");
  const { definitions } = await api.call<{ definitions: Summary[] }>("GET", "/api/definitions");
  const licence = definitions.find((d) => d.title === "Fisher Licence") ?? definitions.find((d) => d.requiresLogin && d.stages.some((s) => s.id === "preview"));
  if (!licence) throw new Error("no type with a preview among the definitions");
  const stage = (id: string) => licence.stages.find((s) => s.id === id)?.route ?? "";
  const session = (current: Record<string, unknown> | null) => ({ state: { token: api.token, profile, current, url_to_navigate: null }, version: 0 });

  const wizardId = await api.temp(licence.id);
  const { password: _password, label: _label, ...account } = fisher;
  const scenario = loadScenarios(licence.id)
    .map((s) => s.scenario)
    .find((s) => s.expect.complete === true && s.today === today && !s.seasons && Object.entries(s.profile ?? {}).every(([key, value]) => account[key] === value));
  if (!scenario) throw new Error(`no complete scenario of ${licence.id} for the demo fisher on ${today}`);
  const answers = { ...scenario.answers, payment_details: { ...(scenario.answers.payment_details as Record<string, unknown> | undefined), payment_method: "Cash at NFA Office" } };
  const previewId = await api.temp(licence.id);
  await api.save(licence.id, previewId, answers);
  await api.uploadRequired(licence.id, previewId);
  const current = (temp: string, given: Record<string, unknown>) => ({ temp_trans_id: temp, appType: licence.id, answers: given, step: null, submitted_transaction: null });
  return [
    ...publicPages,
    { name: `wizard step (${licence.title}, first step)`, path: `${licence.routePrefix}/${stage("type")}`, session: session(current(wizardId, {})), expect: `${licence.routePrefix}/${stage("type")}` },
    { name: `check your answers (${licence.title})`, path: `${licence.routePrefix}/${stage("preview")}`, session: session(current(previewId, answers)), expect: `${licence.routePrefix}/${stage("preview")}` },
    { name: "dashboard (/profile)", path: "/profile", session: session(null), expect: "/profile" },
  ];
}

/**
 * Writes the page's localStorage (the origin's, shared by every tab) and empties the HTTP cache,
 * the service worker the previous audit's page registered and what it cached (decision 0062): each
 * audit is a first visit, whose worker registers after the page's load. Lighthouse's own storage
 * reset would clear these too, with localStorage, which is why the bench turns it off.
 */
async function prepare(page: Page, base: string, session: Record<string, unknown> | null): Promise<void> {
  // A JSON address of the origin: localStorage is the origin's, and no script of the client runs.
  await page.goto(`${base}/api/constants/species-seasons`);
  await page.evaluate(([key, value]) => {
    localStorage.clear();
    if (value) localStorage.setItem(key, value);
  }, [SESSION_KEY, session ? JSON.stringify(session) : ""] as const);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Storage.clearDataForOrigin", { origin: new URL(base).origin, storageTypes: "service_workers,cache_storage" });
  await cdp.send("Network.clearBrowserCache");
  await cdp.detach();
  const left = await page.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).length + (await caches.keys()).length);
  if (left) throw new Error(`the previous visit's service worker or caches are still there after Storage.clearDataForOrigin (${left})`);
}

/**
 * One audit of a prepared page; a run Lighthouse itself reports as broken (NO_NAVSTART and the
 * like, which a loaded machine causes now and then) is made once more, and `retried` told why.
 */
async function audited(page: Page, base: string, audit: Audit, port: number, retried: (why: string) => void) {
  for (let attempt = 1; ; attempt++) {
    await prepare(page, base, audit.session);
    // The categories, and the two audits of the manifest and the worker (not in any category: no score moves).
    const result = await lighthouse(`${base}${audit.path}`, { port, output: "json", logLevel: "error", onlyCategories: [...CATEGORIES], onlyAudits: [...INSTALLABLE_AUDITS], disableStorageReset: true }, installableConfig);
    const lhr = result?.lhr;
    const problem = !lhr ? "no result" : lhr.runtimeError ? `${lhr.runtimeError.code}: ${lhr.runtimeError.message}` : null;
    if (lhr && !problem) return lhr;
    if (attempt === 2) throw new Error(`Lighthouse failed twice: ${problem}`);
    retried(problem ?? "");
  }
}

const score = (value: number | null | undefined) => (value === null || value === undefined ? NaN : Math.round(value * 100));

/** How many runs per page, Chrome's debugging port, and a folder to keep each run's report in (none: not kept). */
export interface LighthouseOptions {
  /** Runs per page; the page's figure is its median run by performance score (1 by default). */
  runs?: number;
  chromePort?: number;
  reportsDir?: string;
}

/** One figure for the pages audited: how many passed, what was found (once when alike), and each page that failed with why. */
function foundFigure(label: string, pages: Array<{ page: string; ok: boolean; text: string }>): Figure {
  const passed = pages.filter((p) => p.ok);
  const alike = [...new Set(passed.map((p) => p.text))];
  const failing = pages.filter((p) => !p.ok).map((p) => `not on ${p.page}: ${p.text}`);
  const value = [`${passed.length} of ${pages.length} page${pages.length === 1 ? "" : "s"}${alike.length === 1 ? `: ${alike[0]}` : ""}`, ...failing].join("; ");
  return budgeted("lighthouse", label, value, FOUND_BUDGET, pages.length > 0 && passed.length === pages.length);
}

/** A file name out of a page's name ("wizard step (Fisher Licence, first step)" -> "wizard-step-fisher-licence-first-step"). */
const slug = (name: string) => name.toLowerCase().replace(/[^a-z0-9]+/g, "-").replace(/^-|-$/g, "");

/**
 * Lighthouse 12 (mobile emulation and simulated throttling, its defaults) on Debian's Chromium,
 * headless, against the running portal: home, /application-types, a wizard step, check your
 * answers and the dashboard (`quick`: /application-types only). One Chrome for all pages;
 * storage is kept between audits (disableStorageReset) so the logged-in pages find the session
 * the bench writes, and the HTTP cache is emptied before each.
 */
export async function lighthouseBench(base: string, today: string, quick: boolean, say: (line: string) => void, options: LighthouseOptions = {}): Promise<{ figures: Figure[]; notes: string[] }> {
  const runs = Math.max(1, Math.floor(options.runs ?? 1));
  const notes: string[] = [];
  if (!CHROMIUM) return { figures: [reported("lighthouse", "Lighthouse", "skipped: /usr/bin/chromium is missing (apt-get install chromium)")], notes };
  let pages: Audit[];
  try {
    pages = await audits(base, today, quick);
  } catch (error) {
    return { figures: [failed("lighthouse", "Lighthouse", `could not prepare the pages: ${reason(error)}`, BUDGET)], notes };
  }
  const figures: Figure[] = [];
  /** Per page, the manifest's and the worker's audit in its median run: passed, and what it found. */
  const found = FOUND.map(() => [] as Array<{ page: string; ok: boolean; text: string }>);
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: CHROMIUM_FLAGS, port: options.chromePort ?? CHROME_PORT, logLevel: "silent" });
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
  try {
    const context = browser.contexts()[0] ?? (await browser.newContext());
    const page = await context.newPage();
    for (const audit of pages) {
      const label = `Lighthouse: ${audit.name}`;
      say(label);
      try {
        const reports = [];
        for (let run = 1; run <= runs; run++) {
          const report = await audited(page, base, audit, chrome.port, (why) => notes.push(`lighthouse: ${audit.name}: run again after ${why}`));
          if (options.reportsDir) writeFileSync(join(options.reportsDir, `${slug(audit.name)}-${run}.json`), JSON.stringify(report));
          reports.push(report);
        }
        // The median run by performance score (the lower middle one of an even number).
        reports.sort((a, b) => (a.categories.performance?.score ?? 0) - (b.categories.performance?.score ?? 0));
        const lhr = reports[Math.floor((reports.length - 1) / 2)]!;
        const allScores = reports.map((r) => score(r.categories.performance?.score)).join(", ");
        const [performance, accessibility, bestPractices, seo] = CATEGORIES.map((c) => score(lhr.categories[c]?.score));
        const metric = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
        const lcp = metric("largest-contentful-paint");
        const cls = metric("cumulative-layout-shift");
        const tbt = metric("total-blocking-time");
        const ended = new URL(lhr.finalDisplayedUrl).pathname;
        const wrongPage = ended.startsWith(audit.expect) ? "" : `FAILING: ended at ${ended}, not ${audit.expect}; `;
        const value = `${wrongPage}performance ${performance}, accessibility ${accessibility}, best practices ${bestPractices}, SEO ${seo}; LCP ${ms(lcp)}, CLS ${cls.toFixed(2)}, TBT ${ms(tbt)}`;
        const ok = !wrongPage && (performance ?? 0) >= 95 && accessibility === 100 && bestPractices === 100 && seo === 100 && cls < 0.1;
        figures.push(budgeted("lighthouse", label, value, BUDGET, ok));
        FOUND.forEach(({ id }, i) => found[i]!.push({ page: audit.name, ok: lhr.audits[id]?.score === 1, text: lhr.audits[id]?.displayValue ?? lhr.audits[id]?.errorMessage ?? "not audited" }));
        notes.push(`lighthouse: ${audit.name}: ${lhr.finalDisplayedUrl.replace(base, "")}, ${runs > 1 ? `median of ${runs} runs (performance ${allScores}), ` : ""}FCP ${ms(metric("first-contentful-paint"))}, speed index ${ms(metric("speed-index"))}, ${Math.round(metric("total-byte-weight") / 1000)} KB transferred; the host's CPU benchmark index ${Math.round(lhr.environment?.benchmarkIndex ?? NaN)} (Lighthouse warns below 1,000)`);
      } catch (error) {
        figures.push(failed("lighthouse", label, reason(error), BUDGET));
        for (const list of found) list.push({ page: audit.name, ok: false, text: `not audited: ${reason(error)}` });
      }
    }
  } finally {
    await browser.close().catch(() => undefined);
    chrome.kill();
  }
  FOUND.forEach(({ label }, i) => figures.push(foundFigure(label, found[i]!)));
  return { figures, notes };
}
