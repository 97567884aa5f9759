import { Worker } from "node:worker_threads";
import type { StudioLimits } from "../config.ts";
import { HttpError } from "./HttpError.ts";
import { seconds, STUDIO_BUSY, tooLarge, tooSlow } from "./studioLimitMessages.ts";
import { studioWorkerEntry, type StudioWorkerEntry } from "./studioWorkerEntry.ts";
import type { StudioAnswers, StudioTask } from "./studioTasks.ts";

/** How long an idle worker is kept warm (its caches: the committed definitions' scenario runs, compiled served versions). */
const IDLE_MS = 5 * 60_000;

/** How long a new worker may take to load its modules (from the TypeScript sources under tsx, a few seconds on a busy machine). */
const START_MS = 60_000;

interface Slot {
  worker: Worker;
  ready: Promise<void>;
  idleTimer?: NodeJS.Timeout;
}

/** How a task ended: its answer, or why not (`broken`: its worker cannot be used again). */
type Outcome = { ok: true; value: unknown } | { ok: false; error: unknown; broken: boolean };

interface Waiting {
  task: StudioTask;
  timeMs: number;
  done: (value: unknown) => void;
  fail: (error: unknown) => void;
}

/**
 * The studio's worker threads (issue 25, decision 0043): checks, previews' validators and impact
 * replays run here, never on the thread that answers the portal's visitors. At most
 * `limits.workers` run at once and `limits.queue` wait; one more is refused with a 429. A task
 * past its time is stopped (its worker terminated, even inside a runaway pattern) and one past
 * the memory limit dies with its worker; either is answered 422 in words an analyst understands.
 * Workers start on first use and stay warm a while, so a portal nobody edits runs none.
 */
export class StudioWorkers {
  private readonly idle: Slot[] = [];
  private readonly all = new Set<Slot>();
  private readonly waiting: Waiting[] = [];
  private running = 0;
  private nextId = 1;
  private closed = false;

  /** `entry`: the worker's script (a test gives a stand-in); by default the studio's own. */
  constructor(
    private readonly limits: StudioLimits,
    private readonly entry: StudioWorkerEntry = studioWorkerEntry(),
  ) {}

  /** Runs a task in a worker within `timeMs` (and the memory limit); rejects with the 422 or 429 the route answers. */
  run<K extends StudioTask["kind"]>(task: Extract<StudioTask, { kind: K }>, timeMs: number): Promise<StudioAnswers[K]> {
    if (this.running >= this.limits.workers && this.waiting.length >= this.limits.queue) return Promise.reject(new HttpError(429, STUDIO_BUSY));
    return new Promise((done, fail) => {
      this.waiting.push({ task, timeMs, done: done as (value: unknown) => void, fail });
      this.pump();
    });
  }

  /** Stops every worker (the app's onClose). */
  async close(): Promise<void> {
    this.closed = true;
    for (const waiting of this.waiting.splice(0)) waiting.fail(new HttpError(503, "The server is shutting down"));
    this.idle.splice(0);
    await Promise.all([...this.all].map((slot) => this.discard(slot)));
  }

  private pump(): void {
    while (!this.closed && this.running < this.limits.workers && this.waiting.length) {
      const next = this.waiting.shift() as Waiting;
      this.running += 1;
      void this.execute(next).finally(() => {
        this.running -= 1;
        this.pump();
      });
    }
  }

  private async execute({ task, timeMs, done, fail }: Waiting): Promise<void> {
    const slot = this.idle.pop() ?? this.start();
    clearTimeout(slot.idleTimer);
    try {
      await slot.ready;
    } catch (error) {
      fail(error);
      return;
    }
    const outcome = await this.answer(slot, task, timeMs);
    if (outcome.ok || !outcome.broken) this.rest(slot);
    else void this.discard(slot);
    if (outcome.ok) done(outcome.value);
    else fail(outcome.error);
  }

  /** Posts the task to a ready worker and waits for its answer, its time limit, or its end. */
  private answer(slot: Slot, task: StudioTask, timeMs: number): Promise<Outcome> {
    const id = this.nextId++;
    return new Promise<Outcome>((settle) => {
      const finish = (outcome: Outcome) => {
        clearTimeout(timer);
        slot.worker.off("message", onMessage).off("error", onError).off("exit", onExit);
        settle(outcome);
      };
      const timer = setTimeout(() => finish({ ok: false, broken: true, error: new HttpError(422, tooSlow(task.kind, timeMs)) }), timeMs);
      const onMessage = (message: { id?: number; ok: boolean; value?: unknown; message?: string }) => {
        if (message.id === id) finish(message.ok ? { ok: true, value: message.value } : { ok: false, broken: false, error: new Error(message.message) });
      };
      const onError = (error: Error & { code?: string }) => {
        const memory = error.code === "ERR_WORKER_OUT_OF_MEMORY";
        finish({ ok: false, broken: true, error: memory ? new HttpError(422, tooLarge(task.kind, this.limits.memoryMb)) : error });
      };
      const onExit = () => onError(new Error("the studio worker stopped unexpectedly"));
      slot.worker.on("message", onMessage).on("error", onError).on("exit", onExit);
      slot.worker.postMessage({ id, task });
    });
  }

  private start(): Slot {
    const { file, entry } = this.entry;
    const worker = new Worker(file, { workerData: { entry }, resourceLimits: { maxOldGenerationSizeMb: this.limits.memoryMb } });
    // A worker never keeps the process alive: the server's listening socket does.
    worker.unref();
    const slot: Slot = { worker, ready: Promise.resolve() };
    this.all.add(slot);
    // An idle worker that fails is forgotten, never an unhandled 'error' that would end the server; a task's own listeners say what failed.
    worker.on("error", () => undefined).once("exit", () => {
      this.all.delete(slot);
      if (this.idle.includes(slot)) this.idle.splice(this.idle.indexOf(slot), 1);
      clearTimeout(slot.idleTimer);
    });
    const ready = new Promise<void>((resolve, reject) => {
      // A worker that never says it is ready would hold its task's request for ever.
      const late = setTimeout(() => {
        reject(new Error(`the studio worker was not ready within ${seconds(START_MS)}`));
        void worker.terminate();
      }, START_MS);
      const onReady = (message: { ready?: boolean }) => {
        if (!message.ready) return;
        clearTimeout(late);
        worker.off("message", onReady).off("error", reject);
        resolve();
      };
      worker.on("message", onReady).once("error", reject).once("exit", () => {
        clearTimeout(late);
        reject(new Error("the studio worker stopped before it was ready"));
      });
    });
    // Seen by execute's await; this only keeps an unawaited failure from being reported as unhandled.
    ready.catch(() => undefined);
    slot.ready = ready;
    return slot;
  }

  /** Puts a worker back to wait for the next task, ended if none comes in IDLE_MS. */
  private rest(slot: Slot): void {
    if (this.closed) {
      void this.discard(slot);
      return;
    }
    slot.idleTimer = setTimeout(() => void this.discard(slot), IDLE_MS).unref();
    this.idle.push(slot);
  }

  /** Ends a worker; its 'exit' takes it out of the lists. */
  private async discard(slot: Slot): Promise<void> {
    await slot.worker.terminate();
  }
}
