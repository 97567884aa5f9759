import type { VersionChanges } from "../../../engine/versions/versionChanges.ts";

/** The envelope every API answer has (server/schemas/envelope.ts). */
export interface Envelope<T> {
  success: boolean;
  statusCode: number;
  data: T;
}

/**
 * A failed call: the server's message and, for judged answers, the engine's errors; a submit or
 * payment refused because the rules changed since the applicant started carries what changed
 * (server/schemas/envelope.ts errorSchema, decision 0041).
 */
export class ApiError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly errors: Array<{ pointer: string; message: string }> = [],
    readonly versionChanges: VersionChanges | null = null,
    /** The refusal's other data, such as the draft saved online that a stale save would have overwritten (decision 0064). */
    readonly details: Record<string, unknown> | null = null,
  ) {
    super(message);
    this.name = "ApiError";
  }
}

/** Spec 000 §7: POST calls time out after 180000 ms. */
export const POST_TIMEOUT_MS = 180_000;

export interface ApiClientOptions {
  /** The stored token, sent in the Authorization header. */
  token: () => string | null;
  /** Called on any 401 (spec 000 §4: clear the token and go to /login). */
  onUnauthorized: () => void;
  fetch?: typeof fetch;
}

/** A small client for the portal's API: JSON in and out, the token attached, 401 handled once. */
export function createApiClient(options: ApiClientOptions) {
  const doFetch = options.fetch ?? fetch.bind(globalThis);
  async function call<T>(method: string, path: string, body?: unknown, timeoutMs = method === "GET" ? 60_000 : POST_TIMEOUT_MS, extra: Record<string, string> = {}): Promise<T> {
    const token = options.token();
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), timeoutMs);
    let response: Response;
    try {
      response = await doFetch(`/api${path}`, {
        method,
        headers: { ...extra, ...(body === undefined ? {} : { "content-type": "application/json" }), ...(token ? { authorization: `Bearer ${token}` } : {}) },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
        signal: controller.signal,
      });
    } catch {
      throw new ApiError(0, "The portal could not be reached. Check your connection and try again.");
    } finally {
      clearTimeout(timer);
    }
    const envelope = (await response.json().catch(() => null)) as Envelope<T & { msg?: string; errors?: Array<{ pointer: string; message: string }>; version_changes?: VersionChanges | null }> | null;
    if (response.status === 401 || envelope?.statusCode === 401) options.onUnauthorized();
    if (!response.ok || !envelope || envelope.success === false) throw new ApiError(response.status, envelope?.data?.msg ?? `The request failed (${response.status})`, envelope?.data?.errors ?? [], envelope?.data?.version_changes ?? null, envelope?.data ?? null);
    return envelope.data;
  }
  return {
    get: <T>(path: string) => call<T>("GET", path),
    /** `headers`: a request's own, such as the Idempotency-Key of an upload (decision 0063). */
    post: <T>(path: string, body: unknown = {}, timeoutMs?: number, headers?: Record<string, string>) => call<T>("POST", path, body, timeoutMs, headers),
    put: <T>(path: string, body: unknown = {}) => call<T>("PUT", path, body),
    delete: <T>(path: string) => call<T>("DELETE", path),
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;
