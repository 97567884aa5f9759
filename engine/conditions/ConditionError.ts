/** A condition that cannot be evaluated (unknown operator, named condition or window): a definition bug. */
export class ConditionError extends Error {
  constructor(
    message: string,
    readonly at: string,
  ) {
    super(`${message} (at ${at})`);
    this.name = "ConditionError";
  }
}
