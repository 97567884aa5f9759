import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import type { StudioLimits } from "../config.ts";
import { HttpError } from "./HttpError.ts";
import { StudioWorkers } from "./StudioWorkers.ts";

/**
 * The pool's rules (decision 0043) against a stand-in worker that speaks the studio worker's
 * protocol: a check's text says what it does (fill the memory, spin, fail, or answer at once).
 */
const dir = mkdtempSync(join(tmpdir(), "studio-workers-"));
const file = join(dir, "standIn.mjs");
writeFileSync(
  file,
  `import { parentPort } from "node:worker_threads";
parentPort.on("message", ({ id, task }) => {
  if (task.text === "fill") { const kept = []; for (;;) kept.push(new Array(1e6).fill(Math.random())); }
  if (task.text === "spin") for (;;);
  if (task.text === "fail") return parentPort.postMessage({ id, ok: false, message: "it broke" });
  setTimeout(() => parentPort.postMessage({ id, ok: true, value: task.text }), 50);
});
parentPort.postMessage({ ready: true });
`,
);
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const limits: StudioLimits = { checkMs: 500, impactMs: 500, memoryMb: 64, workers: 1, queue: 1 };
const task = (text: string) => ({ kind: "check", type: "T", path: "p", committedText: "", text }) as const;
const refusal = async (promise: Promise<unknown>) => promise.then(() => null, (error: unknown) => (error instanceof HttpError ? { status: error.statusCode, msg: error.message } : { error: String(error) }));

describe("StudioWorkers: studio work off the request thread, within limits", () => {
  it("stops a task past its time with a 422 that says so, and the next task gets a fresh worker", async () => {
    const workers = new StudioWorkers(limits, { file });
    try {
      expect(await refusal(workers.run(task("spin"), 300))).toEqual({ status: 422, msg: expect.stringMatching(/^The check took longer than 0.3 seconds and was stopped\./) });
      expect(await workers.run(task("after"), 2000)).toBe("after");
    } finally {
      await workers.close();
    }
  });

  it("stops a task past the memory limit with a 422 that says so", async () => {
    const workers = new StudioWorkers(limits, { file });
    try {
      expect(await refusal(workers.run(task("fill"), 30_000))).toEqual({ status: 422, msg: expect.stringMatching(/^The check used more than 64 MB of memory and was stopped\./) });
    } finally {
      await workers.close();
    }
  });

  it("runs `workers` at once and queues `queue` more; one more is refused 429 at once", async () => {
    const workers = new StudioWorkers(limits, { file });
    try {
      const order: string[] = [];
      const [first, second, third] = ["one", "two", "three"].map((text) =>
        workers.run(task(text), 2000).then((value) => {
          order.push(String(value));
          return value;
        }),
      );
      expect(await refusal(third as Promise<unknown>)).toEqual({ status: 429, msg: "The studio is busy with other checks: try again in a minute" });
      expect(await Promise.all([first, second])).toEqual(["one", "two"]);
      expect(order).toEqual(["one", "two"]);
    } finally {
      await workers.close();
    }
  });

  it("passes a failure inside the worker on as an unexpected error (a 500 whose details are not shown)", async () => {
    const workers = new StudioWorkers(limits, { file });
    try {
      expect(await refusal(workers.run(task("fail"), 2000))).toEqual({ error: "Error: it broke" });
      expect(await workers.run(task("still here"), 2000)).toBe("still here");
    } finally {
      await workers.close();
    }
  });
});
