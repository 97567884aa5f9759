import type { FastifyBaseLogger, FastifyLogFn } from "fastify";

type Bindings = Parameters<FastifyBaseLogger["child"]>[0];
type ChildLoggerOptions = NonNullable<Parameters<FastifyBaseLogger["child"]>[1]>;

const LEVELS = ["fatal", "error", "warn", "info", "debug", "trace"] as const;
type Level = (typeof LEVELS)[number];

/** What pino's logger has beyond FastifyBaseLogger and this file asks of it. */
interface Parent extends FastifyBaseLogger {
  isLevelEnabled?(level: string): boolean;
}

/**
 * A request's logger, made on its first line rather than for every request. pino's `child()` runs
 * each binding (the request id) through the redaction's wildcard paths (`*.password`, decision
 * 0044): 6% of a cheap read's CPU under `npm run bench` (perf, 2026-11-29), for a logger that
 * most requests never write to (one line per failed or slow request, decision 0025). A line below
 * the level makes no child; the first line at the level makes the same child pino would have.
 */
class LazyChild implements FastifyBaseLogger {
  #made: FastifyBaseLogger | null = null;
  // On the prototype (below), not a closure of each request's logger.
  declare fatal: FastifyLogFn;
  declare error: FastifyLogFn;
  declare warn: FastifyLogFn;
  declare info: FastifyLogFn;
  declare debug: FastifyLogFn;
  declare trace: FastifyLogFn;

  constructor(
    private readonly parent: Parent,
    private readonly bindings: Bindings,
  ) {}

  get #child(): FastifyBaseLogger {
    return (this.#made ??= this.parent.child(this.bindings));
  }

  /** A line at `level`: written through the child, made now if need be, when the level is enabled. */
  write(level: Level, args: unknown[]): void {
    // Asked of the child once made (its level may have been changed), else of the parent.
    const asked = (this.#made ?? this.parent) as Parent;
    if (asked.isLevelEnabled?.(level) ?? true) (this.#child[level] as (...line: unknown[]) => void)(...args);
  }

  silent(): void {}

  get level(): string {
    return this.#made ? this.#made.level : this.parent.level;
  }

  set level(level: string) {
    this.#child.level = level;
  }

  child(bindings: Bindings, options?: ChildLoggerOptions): FastifyBaseLogger {
    return this.#child.child(bindings, options);
  }
}

for (const level of LEVELS) {
  Object.defineProperty(LazyChild.prototype, level, {
    value: function (this: LazyChild, ...args: unknown[]) {
      this.write(level, args);
    },
  });
}

/**
 * Fastify's `childLoggerFactory` (server/options.ts): a lazy child, or pino's own when the route
 * gives options of its own (a log level, serializers), which must apply from the start.
 */
export function lazyChildLogger(logger: FastifyBaseLogger, bindings: Bindings, options: ChildLoggerOptions): FastifyBaseLogger {
  if (Object.keys(options).length) return logger.child(bindings, options);
  return new LazyChild(logger, bindings);
}
