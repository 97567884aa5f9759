import type { StudioTask } from "./studioTasks.ts";

/** What the analyst is told a task was. */
const WHAT: Record<StudioTask["kind"], string> = { check: "The check", validators: "Preparing the preview", impact: "The impact replay" };

/** A duration in the words the messages use. */
export const seconds = (ms: number): string => (ms === 1000 ? "1 second" : `${ms / 1000} seconds`);

/** The 429 past the studio's queue (decision 0043). */
export const STUDIO_BUSY = "The studio is busy with other checks: try again in a minute";

/** The 422 of a task stopped at its time limit, with what usually causes it and what to do. */
export const tooSlow = (kind: StudioTask["kind"], ms: number): string =>
  `${WHAT[kind]} took longer than ${seconds(ms)} and was stopped. Something in the definition makes it very slow: often a pattern with a repetition inside a repetition, or $refs that bring in the same parts many times. Undo the last change and check again.`;

/** The 422 of a task whose worker ran out of its memory. */
export const tooLarge = (kind: StudioTask["kind"], mb: number): string =>
  `${WHAT[kind]} used more than ${mb} MB of memory and was stopped. The definition grows too large once its $refs and lists are inlined: look for parts brought in many times.`;
