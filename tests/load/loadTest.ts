import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Applicant, Tally } from "./applicant.ts";
import { freePort } from "../support/freePort.ts";
import { startPortal, type PortalProcess } from "./portalProcess.ts";
import { readBack } from "./readBack.ts";

/**
 * `npm run test:load` (issue 13 'Exactly once'): 50 applicants for 60 s against the real portal
 * (npm start's way, a fresh SQLite file), each starting applications, saving drafts, uploading the
 * document and submitting; midway the server is killed with SIGKILL and restarted on the same
 * database; the applicants retry what was never acknowledged; then every application is read back
 * and the acknowledged, present, duplicated and lost submissions are counted. Exits 1 when anything
 * is lost or duplicated. LOAD_SECONDS and LOAD_APPLICANTS change the size (for a quick try).
 */
const SECONDS = Number(process.env.LOAD_SECONDS ?? 60);
const APPLICANTS = Number(process.env.LOAD_APPLICANTS ?? 50);
/** How long the applicants may retry after the run before what is left counts as unacknowledged. */
const RETRY_SECONDS = 30;

const say = (line: string) => process.stdout.write(`${line}\n`);

async function main(): Promise<number> {
  const data = mkdtempSync(join(tmpdir(), "load-portal-"));
  const sqlite = join(data, "portal.sqlite");
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  // Throttles are per address and every applicant comes from 127.0.0.1: lifted for the test, as the
  // server tests do; the day is the one the scenarios are written for.
  const env = { PORTAL_TODAY: "2026-11-22", JWT_SECRET: randomBytes(32).toString("hex"), LOGIN_ATTEMPTS_PER_MINUTE: "100000", LOGIN_FAILURES_PER_ADDRESS: "100000", REGISTRATIONS_PER_HOUR: "100000" };
  let portal: PortalProcess | undefined;
  try {
    say(`starting the portal on ${base} (${sqlite})`);
    portal = await startPortal(port, sqlite, env);
    const tally = new Tally();
    const run = `${Date.now().toString(36)}`;
    const applicants = Array.from({ length: APPLICANTS }, (_, i) => new Applicant(base, `load-${run}-${i}@example.com`, tally));
    await Promise.all(applicants.map((a) => a.register(Date.now() + 120_000)));
    const registrationRequests = tally.requests;
    say(`${APPLICANTS} applicants registered and signed in; driving them for ${SECONDS} s, SIGKILL at ${SECONDS / 2} s`);

    const t0 = Date.now();
    const until = t0 + SECONDS * 1000;
    let downFor = 0;
    const restart = new Promise<void>((resolve, reject) => {
      setTimeout(() => {
        const killedAt = Date.now();
        say(`${((killedAt - t0) / 1000).toFixed(1)} s: SIGKILL to the portal (${tally.submitsSent} submits sent so far)`);
        (portal as PortalProcess)
          .kill()
          .then(() => startPortal(port, sqlite, env))
          .then((again) => {
            portal = again;
            downFor = Date.now() - killedAt;
            say(`${((Date.now() - t0) / 1000).toFixed(1)} s: restarted on the same database after ${(downFor / 1000).toFixed(1)} s`);
            resolve();
          }, reject);
      }, (SECONDS * 1000) / 2);
    });
    await Promise.all(applicants.map((a) => a.work(until)));
    await restart;
    const runRequests = tally.requests - registrationRequests;
    const elapsed = (Date.now() - t0) / 1000;

    // What never got an answer is retried with the same temporary id, as a browser's retry would.
    const retryUntil = Date.now() + RETRY_SECONDS * 1000;
    const pending = [...tally.unacknowledged];
    tally.retriedAfterRestart = pending.length;
    await Promise.all(pending.map((tempId) => (tally.owners.get(tempId) as Applicant).finish(tempId, retryUntil)));

    const { acknowledged, present, duplicated, lost, storedSubmitted, storedUnacknowledged, lostExamples } = await readBack(tally);
    const statuses = [...tally.statuses.entries()].sort(([a], [b]) => a - b).map(([s, n]) => `${s}×${n}`).join(" ");
    say("");
    say(`applicants ${APPLICANTS}, run ${elapsed.toFixed(1)} s, server down ${(downFor / 1000).toFixed(1)} s after SIGKILL`);
    say(`requests ${tally.requests} (${runRequests} during the run, ${(runRequests / elapsed).toFixed(1)}/s), unanswered ${tally.networkErrors}; statuses ${statuses}`);
    if (tally.refusals.size > 0) say(`answers other than 200: ${[...tally.refusals.entries()].map(([where, n]) => `${where} ×${n}`).join(", ")}`);
    say(`applications started ${tally.started}, drafts saved ${tally.draftsSaved}, documents uploaded ${tally.uploads}, submits sent ${tally.submitsSent} (${(tally.submitsSent / elapsed).toFixed(1)}/s), retried after the restart ${tally.retriedAfterRestart}, still unacknowledged ${tally.unacknowledged.size}`);
    say(`stored as submitted ${storedSubmitted}, of which never acknowledged ${storedUnacknowledged}`);
    say(`acknowledged ${acknowledged}, present ${present}, duplicated ${duplicated}, lost ${lost}`);
    for (const example of lostExamples) say(`  lost: ${example}`);
    say(`${lost} lost, ${duplicated} duplicated`);
    return lost === 0 && duplicated === 0 && acknowledged > 0 ? 0 : 1;
  } finally {
    await portal?.kill();
    rmSync(data, { recursive: true, force: true });
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    process.stderr.write(`The load test could not run: ${error instanceof Error ? error.stack : String(error)}\n`);
    process.exit(2);
  },
);
