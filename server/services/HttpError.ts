import type { FieldError } from "../../engine/types.ts";

/**
 * An expected failure with a status and a message for the applicant (spec 000 section 8). Thrown
 * from services, turned into the error envelope by the one error handler.
 */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly errors?: FieldError[],
    /** More of the answer's `data` beside `msg` and `errors` (a moved draft's `version_changes`, decision 0041). */
    readonly data?: Record<string, unknown>,
  ) {
    super(message);
    this.name = "HttpError";
  }
}
