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
  ) {
    super(message);
    this.name = "HttpError";
  }
}
