import autocannon from "autocannon";
import { PortalApi } from "./api.ts";
import { budgeted, failed, int, reason, ratio, reported, type Figure } from "./figures.ts";
import { startBareFastify, type Child } from "./portal.ts";
import { demoAccounts, largestSubmittable, largestType } from "./scenarios.ts";

/** Issue 15: 50 connections, as a full office behind one address. */
const CONNECTIONS = 50;
/** Applications prepared beyond those submitted (autocannon builds exactly one request per request sent: a few in case). */
const SPARE = 10;
/** A route is never loaded longer than this (the house rule for load tests). */
const MAX_SECONDS = 10;

/** Run lengths of the server bench. */
export interface ServerRun {
  /** Seconds of load per route (default 5, at most 10). */
  seconds: number;
  /** Seconds of load first, not counted, so the JIT and the caches are warm. */
  warmupSeconds: number;
  /** Seconds to prepare the applications the submits send: as many as this allows, so a faster portal gets more. */
  prepareSeconds: number;
  /** At most this many submits. */
  submitsAtMost: number;
}

/** What one route did under load. */
interface Load {
  /** Answers with the expected status per second. */
  rate: number;
  p50: number;
  p99: number;
  total: number;
  /** Answers with another status, connection errors and timeouts: a failing bench says so. */
  unexpected: number;
  /** Answers the route may give under this load by design (a throttle), counted apart. */
  tolerated: number;
  statuses: string;
  seconds: number;
}

type Target = Omit<autocannon.Options, "connections" | "duration" | "timeout">;

/** A route of the portal under load. */
interface Route {
  key: string;
  label: string;
  target: Target;
  /** The status every answer must have (200 unless said). */
  expected?: number;
  /** A status the route may answer by design under this load, reported but not a failure. */
  tolerated?: { status: number; why: string };
  warmup?: boolean;
  /** A warm-up of its own, for a route whose requests are used up (each submit a new application): run before it, not counted. */
  warmupTarget?: Target;
  /** Why it could not be measured (its preparation failed). */
  failure?: string;
  budget?: { text: string; ok: (m: Load, r: number) => boolean };
}

/** One autocannon run at 50 connections: for `seconds`, or `amount` requests (stopped at 10 s). */
async function load(target: Target, seconds: number, expected = 200, tolerated?: number): Promise<Load> {
  const instance = autocannon({ ...target, connections: CONNECTIONS, duration: Math.min(seconds, MAX_SECONDS), timeout: MAX_SECONDS });
  const timer = setTimeout(() => instance.stop(), MAX_SECONDS * 1000);
  const result = await instance;
  clearTimeout(timer);
  const count = (status?: number) => (status === undefined ? 0 : (result.statusCodeStats[String(status)]?.count ?? 0));
  const good = count(expected);
  const total = Object.values(result.statusCodeStats).reduce((sum, s) => sum + s.count, 0);
  const statuses = Object.entries(result.statusCodeStats).map(([code, s]) => `${code}×${s.count}`);
  if (result.errors) statuses.push(`errors×${result.errors}`);
  if (result.timeouts) statuses.push(`timeouts×${result.timeouts}`);
  return { rate: good / result.duration, p50: result.latency.p50, p99: result.latency.p99, total, unexpected: total - good - count(tolerated) + result.errors + result.timeouts, tolerated: count(tolerated), statuses: statuses.join(" "), seconds: result.duration };
}

const latency = (value: number) => (value < 10 ? `${value.toFixed(1)} ms` : `${Math.round(value)} ms`);

/** "2,600 req/s, p50 18 ms, p99 35 ms", with the failures first and loud when there are any. */
function describeLoad(measured: Load, route?: Route): string {
  const expected = route?.expected ?? 200;
  const failing = measured.unexpected ? `FAILING: ${int(measured.unexpected)} of ${int(measured.total)} answers not ${expected} (${measured.statuses}); ` : "";
  const tolerated = measured.tolerated && route?.tolerated ? ` (${int(measured.tolerated)} answered ${route.tolerated.status}: ${route.tolerated.why})` : "";
  return `${failing}${int(measured.rate)} req/s${tolerated}, p50 ${latency(measured.p50)}, p99 ${latency(measured.p99)}`;
}

/** Runs `work` on `items` with `parallel` at a time. */
async function inParallel<T, R>(items: T[], parallel: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(parallel, items.length) }, async () => {
      while (next < items.length) {
        const index = next++;
        results[index] = await work(items[index] as T);
      }
    }),
  );
  return results;
}

/** Runs `make` with `parallel` at a time until `count` are made or the time is up; answers what was made. */
async function makeUntil<R>(count: number, seconds: number, parallel: number, make: () => Promise<R>): Promise<R[]> {
  const made: R[] = [];
  const until = performance.now() + seconds * 1000;
  let started = 0;
  await Promise.all(
    Array.from({ length: parallel }, async () => {
      while (started < count && performance.now() < until) {
        started++;
        made.push(await make());
      }
    }),
  );
  return made;
}

/**
 * The server under 50 connections (autocannon, 127.0.0.1 only), beside a bare Fastify 5 started
 * in the same run, as ratios: the machine is shared, so only a ratio to a reference measured in
 * the same minutes means anything (docs/decisions/0023). The reference is the mean of the bare
 * runs made before the portal's routes and after each of them. The portal is the one `npm start`
 * runs, started by the caller. The draft save sends the largest type's largest complete scenario;
 * every submit is a new application of the same type, prepared beforehand through the API (draft,
 * required documents, card payment), as a registered applicant matching the scenario's profile.
 */
export async function serverBench(portal: Child, run: ServerRun, logDir: string, say: (line: string) => void): Promise<{ figures: Figure[]; notes: string[] }> {
  const figures: Figure[] = [];
  const notes: string[] = [];
  const largest = largestType();
  const { definition } = largest.loaded;
  const appType = definition.id;
  const answers = largest.scenario.answers;
  const submittable = largestSubmittable(largest);
  const submitAnswers = submittable?.scenario.answers ?? answers;
  const seconds = Math.min(run.seconds, MAX_SECONDS);

  let bare: Child;
  try {
    bare = await startBareFastify(`${logDir}/bare-fastify.log`);
  } catch (error) {
    return { figures: [failed("server", "server: bare Fastify 5, GET / (the reference)", reason(error))], notes };
  }
  try {
    // Prepared before any load, so the runs measure the routes and not the preparation.
    say(`server: preparing an applicant, ${CONNECTIONS} drafts, and applications ready to submit for up to ${run.prepareSeconds} s (${definition.title})`);
    const api = new PortalApi(portal.base);
    let drafts: string[] = [];
    let ready: string[] = [];
    let submits = 0;
    let draftFailure: string | null = null;
    let submitFailure: string | null = null;
    try {
      const applicant = submittable?.scenario ?? largest.scenario;
      await api.registerIndividual(`bench-${Date.now().toString(36)}@example.com`, applicant.profile ?? {}, applicant.answers);
      drafts = await inParallel(Array.from({ length: CONNECTIONS }, (_, i) => i), 8, () => api.temp(appType));
      await api.save(appType, drafts[0] as string, answers);
    } catch (error) {
      draftFailure = reason(error);
      say(`server: preparing the drafts failed: ${draftFailure}`);
    }
    try {
      if (draftFailure) throw new Error(draftFailure);
      if (!submittable) throw new Error(`no complete scenario of ${appType} passes its payment form as well`);
      if (submittable.file !== largest.file) notes.push(`server: the submits send ${submittable.file} (${submittable.answers} answers): the server refuses to submit ${largest.file}, whose payment form it finds wrong`);
      const pays = definition.stages.some((s) => s.id === "payment") && (submittable.scenario.expect.fees?.total ?? 0) > 0;
      const started = performance.now();
      // As many as the time allows: each submit is a new application, and a faster portal prepares more.
      ready = await makeUntil(run.submitsAtMost + SPARE + 1, run.prepareSeconds, 8, async () => {
        const id = await api.temp(appType);
        await api.save(appType, id, submitAnswers);
        await api.uploadRequired(appType, id);
        if (pays) await api.payByCard(id, submitAnswers);
        return id;
      });
      const tried = await api.save(appType, ready.shift() as string, submitAnswers, true);
      if (typeof tried.transNumber !== "string") throw new Error(`a submit answered no transaction number: ${JSON.stringify(tried).slice(0, 200)}`);
      submits = ready.length - SPARE;
      if (submits < CONNECTIONS) throw new Error(`only ${ready.length + 1} applications could be prepared in ${run.prepareSeconds} s, fewer than ${CONNECTIONS + SPARE + 1}`);
      notes.push(`server: ${int(ready.length + 1)} applications prepared for the submits in ${((performance.now() - started) / 1000).toFixed(1)} s (draft, required documents${pays ? ", card payment" : ""}); one submitted to check, ${int(submits)} submitted under load, each once`);
    } catch (error) {
      submitFailure = reason(error);
      say(`server: preparing the submits failed: ${submitFailure}`);
    }

    const authorized = { authorization: api.authorization, "content-type": "application/json" };
    const draftBodies = drafts.map((id) => JSON.stringify(PortalApi.saveBody(appType, id, answers, false)));
    const draftBody = draftBodies[0] ?? JSON.stringify(PortalApi.saveBody(appType, "none", answers, false));
    notes.push(`server: the draft body is ${int(Buffer.byteLength(draftBody))} bytes (${largest.file}, saved in turn to ${CONNECTIONS} drafts); ${CONNECTIONS} connections, ${seconds} s per route after ${run.warmupSeconds} s of warm-up`);

    // The reference: a bare Fastify answering a small JSON, before the portal's routes and after each.
    const bareTarget: Target = { url: `${bare.base}/` };
    const bareRuns: Load[] = [];
    say("server: bare Fastify GET /");
    if (run.warmupSeconds > 0) await load(bareTarget, run.warmupSeconds);
    bareRuns.push(await load(bareTarget, seconds));
    say("server: bare Fastify POST of the draft body");
    const parseTarget: Target = { url: `${bare.base}/parse`, method: "POST", headers: { "content-type": "application/json" }, body: draftBody };
    if (run.warmupSeconds > 0) await load(parseTarget, run.warmupSeconds);
    const parsed = await load(parseTarget, seconds);

    const saveUrl = `${portal.base}/api/applications/save-application?app_type=${appType}`;
    let turn = 0;
    let next = 0;
    // Submits beyond the prepared applications would be repeats, answered from the stored number: counted as failures.
    let reused = 0;
    const submitBodies = ready.map((id) => JSON.stringify(PortalApi.saveBody(appType, id, submitAnswers, true)));
    // The first quarter of the prepared applications (at most 500) warm the submit up, as every other
    // route warms for its warm-up seconds: a server that never submitted runs the path cold (decision 0023).
    const warmSubmits = run.warmupSeconds > 0 ? Math.min(500, Math.floor(submits / 4)) : 0;
    const submitRequests = [
      {
        setupRequest: (request: autocannon.Request) => {
          const body = submitBodies[next++];
          if (body === undefined) reused++;
          return { ...request, body: body ?? (submitBodies.at(-1) as string) };
        },
      },
    ];
    const fisher = demoAccounts().find((a) => a.email === "fisher@example.com") ?? demoAccounts()[0];
    const routes: Route[] = [
      { key: "read", label: "server: GET /api/constants/species-seasons (a cheap read)", target: { url: `${portal.base}/api/constants/species-seasons` }, budget: { text: "≥ 0.5 of bare", ok: (_m, r) => r >= 0.5 } },
      { key: "definitions", label: "server: GET /api/definitions", target: { url: `${portal.base}/api/definitions` } },
      { key: "404", label: "server: an unknown /api/… route (404)", target: { url: `${portal.base}/api/no-such-route` }, expected: 404 },
      {
        key: "draft",
        label: `server: draft save of the largest type (${definition.title})`,
        target: { url: saveUrl, method: "POST", headers: authorized, requests: [{ setupRequest: (request) => ({ ...request, body: draftBodies[turn++ % draftBodies.length] as string }) }] },
        ...(draftFailure ? { failure: draftFailure } : {}),
        budget: { text: "≥ 0.1 of bare, p99 < 25 ms", ok: (m, r) => r >= 0.1 && m.p99 < 25 },
      },
      {
        key: "submit",
        label: `server: submit of the largest type (${definition.title})`,
        target: {
          url: saveUrl,
          method: "POST",
          headers: authorized,
          amount: submits - warmSubmits,
          requests: submitRequests,
        },
        warmup: false,
        ...(warmSubmits ? { warmupTarget: { url: saveUrl, method: "POST", headers: authorized, amount: warmSubmits, requests: submitRequests } } : {}),
        ...(submitFailure ? { failure: submitFailure } : {}),
        budget: { text: "≥ 0.05 of bare", ok: (_m, r) => r >= 0.05 },
      },
      {
        key: "login",
        label: "server: login of a demo account (argon2)",
        target: { url: `${portal.base}/api/users/login`, method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ login_with: "email", user_name: fisher?.email, password: fisher?.password }) },
        tolerated: { status: 429, why: "attempts on one account at once wait their turn, decision 0012" },
        warmup: false,
      },
    ];

    const measured = new Map<string, Load>();
    // Each route's own reference: the bare runs just before and just after it (decision 0023).
    const beside = new Map<string, number>();
    for (const route of routes) {
      if (route.failure) continue;
      say(route.label);
      const before = bareRuns.at(-1) as Load;
      try {
        if (route.warmup !== false && run.warmupSeconds > 0) await load(route.target, run.warmupSeconds, route.expected, route.tolerated?.status);
        if (route.warmupTarget) await load(route.warmupTarget, run.warmupSeconds, route.expected, route.tolerated?.status);
        measured.set(route.key, await load(route.target, seconds, route.expected, route.tolerated?.status));
      } catch (error) {
        route.failure = reason(error);
      }
      // As long as a route's run: each run opens its 50 connections, which weighs more on a shorter one.
      const after = await load(bareTarget, seconds);
      bareRuns.push(after);
      beside.set(route.key, (before.rate + after.rate) / 2);
    }
    const submitted = measured.get("submit");
    if (submitted && reused) {
      submitted.unexpected += reused;
      submitted.statuses += ` repeated×${reused}`;
    }

    const reference = bareRuns.reduce((sum, m) => sum + m.rate, 0) / bareRuns.length;
    const rates = bareRuns.map((m) => m.rate);
    const failingBare = bareRuns.filter((m) => m.unexpected);
    const [firstBare] = bareRuns;
    if (firstBare) {
      const failing = failingBare.length ? `FAILING: ${failingBare.map((m) => m.statuses).join(", ")}; ` : "";
      figures.push(reported("server", "server: bare Fastify 5, GET / (the reference)", `${failing}${int(reference)} req/s (mean of ${bareRuns.length} runs, ${int(Math.min(...rates))}-${int(Math.max(...rates))}), p50 ${latency(firstBare.p50)}, p99 ${latency(firstBare.p99)}; 1.0`));
    }
    // The parse ran between the first two bare runs.
    const parsedBeside = ((bareRuns[0]?.rate ?? reference) + (bareRuns[1]?.rate ?? reference)) / 2;
    figures.push(reported("server", "server: bare Fastify 5, POST of the draft body (merely parsed)", `${describeLoad(parsed)}; ${ratio(parsed.rate / parsedBeside)} of bare`));
    for (const route of routes) {
      const m = measured.get(route.key);
      if (!m) {
        figures.push(failed("server", route.label, route.failure ?? "not run", route.budget?.text ?? ""));
        continue;
      }
      // Against the bare runs on either side, not the mean of the whole run (decision 0023).
      const besideRate = beside.get(route.key) ?? reference;
      const r = m.rate / besideRate;
      const versusParsed = route.key === "draft" ? `; ${ratio(m.rate / parsed.rate)} of the same body merely parsed` : "";
      const value = `${describeLoad(m, route)}; ${ratio(r)} of bare (${int(besideRate)} req/s beside it)${versusParsed}`;
      figures.push(route.budget ? budgeted("server", route.label, value, route.budget.text, route.budget.ok(m, r) && m.unexpected === 0) : reported("server", route.label, value));
      if (route.key === "submit") notes.push(`server: the submits: ${int(m.total)} answers in ${m.seconds.toFixed(1)} s (a fixed number of new applications, not a duration), after ${int(warmSubmits)} submits of warm-up`);
    }
  } finally {
    await bare.stop();
  }
  return { figures, notes };
}
