import { parentPort } from "node:worker_threads";
import { runStudioTask, type StudioTask } from "./studioTasks.ts";

/**
 * A studio worker thread's entry (decision 0043): runs the tasks StudioWorkers posts, one at a
 * time, and posts each answer back. It says it is ready once its imports are loaded, so a task's
 * time limit counts the work, not the start. An unexpected failure is answered as a message only:
 * the main thread answers it as a 500, as any unexpected error (its details are not shown).
 */
const port = parentPort;
if (!port) throw new Error("studioWorker.ts runs in a worker thread (server/services/StudioWorkers.ts)");
port.on("message", (message: { id: number; task: StudioTask }) => {
  runStudioTask(message.task).then(
    (value) => port.postMessage({ id: message.id, ok: true, value }),
    (error: unknown) => port.postMessage({ id: message.id, ok: false, message: error instanceof Error ? error.message : String(error) }),
  );
});
port.postMessage({ ready: true });
