import type { FastifyInstance, FastifyRequest } from "fastify";
import fp from "fastify-plugin";

/** Work a request leaves for after its answer has gone. */
type Task = () => Promise<unknown>;

declare module "fastify" {
  interface FastifyRequest {
    /**
     * Runs `task` once this request's answer has been sent (decision 0044): mail and texts, and
     * the lookups that decide them, so an answer takes as long whoever the request names (issue
     * 25 finding 6). A failed task is logged; the answer was given already.
     */
    afterAnswer(task: Task): void;
    /** The tasks queued by afterAnswer, started by the onResponse hook. */
    tasksAfterAnswer: Task[] | null;
  }
  interface FastifyInstance {
    /** Resolves once every task queued after an answer so far has finished: tests, then close, wait on it. */
    afterAnswersSettled(): Promise<void>;
  }
}

/**
 * `request.afterAnswer(task)` and `app.afterAnswersSettled()`. A task starts on the event loop's
 * next turn after the response is finished, never inside the request's time; the app's close
 * waits for the tasks still running, so none is cut off with the database.
 */
export default fp(
  async function afterAnswer(app: FastifyInstance) {
    const running = new Set<Promise<void>>();
    app.decorateRequest("tasksAfterAnswer", null);
    app.decorateRequest("afterAnswer", function (this: FastifyRequest, task: Task) {
      (this.tasksAfterAnswer ??= []).push(task);
    });
    app.decorate("afterAnswersSettled", async () => {
      while (running.size) await Promise.all([...running]);
    });
    // A callback hook, not an async one: it runs after every answer, and most have no task.
    app.addHook("onResponse", (request, _reply, done) => {
      for (const task of request.tasksAfterAnswer ?? []) {
        const run: Promise<void> = new Promise<void>((resolve) => setImmediate(resolve))
          .then(task)
          .then(
            () => undefined,
            (error: unknown) => request.log.warn({ err: error }, "work after an answer failed"),
          )
          .finally(() => running.delete(run));
        running.add(run);
      }
      request.tasksAfterAnswer = null;
      done();
    });
    app.addHook("onClose", async () => app.afterAnswersSettled());
  },
  { name: "afterAnswer" },
);
