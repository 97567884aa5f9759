import { Audit, Gatherer } from "lighthouse";
import { parseManifest } from "lighthouse/core/lib/manifest-parser.js";

/**
 * Issue 27's "Lighthouse: the manifest and the service worker are found", with Lighthouse 12.
 *
 * Lighthouse 12 dropped the PWA category and with it the gatherers and audits that checked this:
 * node_modules/lighthouse (12.8.2) has no WebAppManifest, InstallabilityErrors or ServiceWorker
 * artifact and no installable-manifest or service-worker audit; of that machinery only its
 * manifest parser is left (core/lib/manifest-parser.js). So the bench gives each Lighthouse run
 * a gatherer and two audits of its own, as Lighthouse 11 did it, in the page Lighthouse audits,
 * after its load: Chrome's own fetch of the manifest the page links (Page.getAppManifest), parsed
 * by Lighthouse's parser; Chrome's installability check (Page.getInstallabilityErrors); and, in
 * the page, whether a service worker controls it (navigator.serviceWorker: its registration, the
 * script, the controller), as Lighthouse 11's service-worker audit asked, with the manifest's
 * start URL in the worker's scope. The audits land in the report (lhr.audits) beside Lighthouse's
 * own; the four categories' scores do not count them.
 */

/** What the gatherer found in the audited page. */
export interface Installable {
  documentUrl: string;
  manifest: {
    url: string;
    /** Chrome's parse errors and Lighthouse's parser's warnings. */
    problems: string[];
    name: string;
    display: string;
    startUrl: string;
    icons: number;
  } | null;
  /** Chrome's installability errors, but `in-incognito` (Lighthouse 11 ignored it too). */
  installabilityErrors: string[];
  worker: { scope: string; script: string; state: string; controller: string } | { error: string };
}

const ARTIFACT = "Installable";

interface Session {
  sendCommand(method: string, params?: Record<string, unknown>): Promise<unknown>;
}

/**
 * In the page: its registration (waited for up to 15 s: the portal registers its worker after the
 * page's load, decision 0062) and the worker controlling it (a first install takes the page with
 * clients.claim once active).
 */
const WORKER = `(async () => {
  if (!("serviceWorker" in navigator)) return { error: "no navigator.serviceWorker" };
  const deadline = Date.now() + 15000;
  const registration = await Promise.race([navigator.serviceWorker.ready, new Promise((r) => setTimeout(() => r(null), 15000))]);
  if (!registration) return { error: "no service worker registered for the page within 15 s" };
  while (!navigator.serviceWorker.controller && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
  return { scope: registration.scope, script: registration.active ? registration.active.scriptURL : "", state: registration.active ? registration.active.state : "none", controller: navigator.serviceWorker.controller ? navigator.serviceWorker.controller.scriptURL : "" };
})()`;

async function evaluate<T>(session: Session, expression: string): Promise<T> {
  const answer = (await session.sendCommand("Runtime.evaluate", { expression, awaitPromise: true, returnByValue: true })) as { result: { value: T }; exceptionDetails?: { text: string } };
  if (answer.exceptionDetails) throw new Error(answer.exceptionDetails.text);
  return answer.result.value;
}

async function gather(session: Session): Promise<Installable> {
  const documentUrl = await evaluate<string>(session, "location.href");
  const found = (await session.sendCommand("Page.getAppManifest")) as { url: string; errors: Array<{ message: string }>; data?: string };
  let manifest: Installable["manifest"] = null;
  if (found.url && found.data !== undefined) {
    const parsed = parseManifest(found.data, found.url, documentUrl);
    const problems = found.errors.map((e) => e.message);
    if (!parsed.value) problems.push(parsed.warning);
    else {
      if (parsed.warning) problems.push(parsed.warning);
      for (const [field, value] of Object.entries(parsed.value)) if (value.warning) problems.push(`${field}: ${value.warning}`);
    }
    manifest = { url: found.url, problems, name: parsed.value?.short_name.value ?? parsed.value?.name.value ?? "", display: parsed.value?.display.value ?? "", startUrl: parsed.value?.start_url.value ?? "", icons: parsed.value?.icons.value.length ?? 0 };
  }
  const { installabilityErrors } = (await session.sendCommand("Page.getInstallabilityErrors")) as { installabilityErrors: Array<{ errorId: string; errorArguments: Array<{ name: string; value: string }> }> };
  const worker = await evaluate<Installable["worker"]>(session, WORKER).catch((error: unknown) => ({ error: error instanceof Error ? error.message : String(error) }));
  return {
    documentUrl,
    manifest,
    installabilityErrors: installabilityErrors.filter((e) => e.errorId !== "in-incognito").map((e) => [e.errorId, ...e.errorArguments.map((a) => `${a.name}=${a.value}`)].join(" ")),
    worker,
  };
}

/** Runs after Lighthouse's load and trace (the getArtifact phase), so nothing it does is in the metrics. */
class InstallableGatherer extends Gatherer {
  override meta = { supportedModes: ["navigation" as const] };

  override getArtifact(context: { driver: { defaultSession: Session } }): ReturnType<Gatherer["getArtifact"]> {
    // A custom artifact: Lighthouse's types list only its own.
    return gather(context.driver.defaultSession) as unknown as ReturnType<Gatherer["getArtifact"]>;
  }
}

const installableOf = (artifacts: unknown) => (artifacts as Record<typeof ARTIFACT, Installable>)[ARTIFACT];
const path = (url: string) => (url ? new URL(url).pathname : "none");

/** The manifest's verdict: found, parsed without a problem, and no installability error. */
function manifestVerdict(found: Installable): { ok: boolean; text: string } {
  const { manifest } = found;
  if (!manifest) return { ok: false, text: "no manifest linked or fetched" };
  const problems = [...manifest.problems, ...found.installabilityErrors.map((e) => `installability: ${e}`)];
  const text = `${path(manifest.url)}: "${manifest.name}", ${manifest.display}, start URL ${path(manifest.startUrl)}, ${manifest.icons} icons`;
  return problems.length ? { ok: false, text: `${text}; ${problems.join("; ")}` } : { ok: true, text };
}

/** The worker's verdict: it controls the page, and its scope covers the page and the manifest's start URL. */
function workerVerdict(found: Installable): { ok: boolean; text: string } {
  const { worker } = found;
  if ("error" in worker) return { ok: false, text: worker.error };
  const covers = (url: string) => Boolean(url) && url.startsWith(worker.scope);
  const text = `${path(worker.controller || worker.script)} (${worker.state}), scope ${path(worker.scope)}`;
  if (!worker.controller) return { ok: false, text: `${text}, not controlling the page` };
  if (!covers(found.documentUrl)) return { ok: false, text: `${text}, not covering ${path(found.documentUrl)}` };
  if (found.manifest && !covers(found.manifest.startUrl)) return { ok: false, text: `${text}, not covering the start URL ${path(found.manifest.startUrl)}` };
  return { ok: true, text: `${text}, controlling the page` };
}

/** An audit of the artifact: binary, its verdict's text shown beside it in the report. */
function auditOf(meta: { id: string; title: string; failureTitle: string; description: string }, verdict: (found: Installable) => { ok: boolean; text: string }) {
  return class extends Audit {
    static override get meta() {
      return { ...meta, requiredArtifacts: [ARTIFACT] as never[], scoreDisplayMode: Audit.SCORING_MODES.BINARY };
    }

    static override audit(artifacts: unknown) {
      const { ok, text } = verdict(installableOf(artifacts));
      return { score: ok ? 1 : 0, displayValue: text };
    }
  };
}

const ManifestAudit = auditOf(
  {
    id: "nfa-installable-manifest",
    title: "The web app manifest is found and parsed, and Chrome finds no installability error",
    failureTitle: "The web app manifest is missing, does not parse, or Chrome finds the portal not installable",
    description: "Lighthouse 11's installable-manifest, which Lighthouse 12 dropped: Chrome's Page.getAppManifest parsed by Lighthouse's manifest parser, and Page.getInstallabilityErrors (bench/lighthouseInstallable.ts, issue 27).",
  },
  manifestVerdict,
);

const WorkerAudit = auditOf(
  {
    id: "nfa-service-worker",
    title: "A service worker controls the page and covers the manifest's start URL",
    failureTitle: "No service worker controls the page, or its scope misses the manifest's start URL",
    description: "Lighthouse 11's service-worker audit, which Lighthouse 12 dropped: the page's navigator.serviceWorker after Lighthouse's load (bench/lighthouseInstallable.ts, issue 27).",
  },
  workerVerdict,
);

/** The audits' ids, for `onlyAudits` beside the categories. */
export const INSTALLABLE_AUDITS = ["nfa-installable-manifest", "nfa-service-worker"] as const;

/** Lighthouse's default configuration with the gatherer and the two audits added. */
export const installableConfig = {
  extends: "lighthouse:default",
  artifacts: [{ id: ARTIFACT, gatherer: { implementation: InstallableGatherer } }],
  audits: [{ implementation: ManifestAudit }, { implementation: WorkerAudit }],
};
