import { cleanup, render, screen } from "@testing-library/react";
import type { FastifyInstance } from "fastify";
import { MemoryRouter, useLocation } from "react-router-dom";
import { vi } from "vitest";
import { App } from "../renderer/src/App.tsx";
import { useSession } from "../renderer/src/store/useSession.ts";
import { buildApp, DEMO, tokenFor } from "../server/testing/buildApp.ts";
import { injectFetch } from "./support/injectFetch.ts";

/** The day the admin tests live on: month buttons run November-2026 back to December-2025. */
export const TODAY = "2026-11-22";

/** A real server (in-memory SQLite, demo accounts) behind fetch, with staff and applicant tokens. */
export async function startAdminApp(): Promise<{ app: FastifyInstance; staff: string; fisher: string }> {
  const app = await buildApp({ PORTAL_TODAY: TODAY });
  globalThis.fetch = injectFetch(app);
  const [staff, fisher] = await Promise.all([tokenFor(app, DEMO.admin.email, DEMO.admin.password), tokenFor(app, DEMO.fisher.email, DEMO.fisher.password)]);
  return { app, staff, fisher };
}

/** Files saved through blob links: each one's name and the Blob behind it (jsdom has no object URLs). */
export function captureDownloads(): Array<{ name: string; blob: Blob }> {
  const blobs = new Map<string, Blob>();
  const saved: Array<{ name: string; blob: Blob }> = [];
  let next = 0;
  URL.createObjectURL = vi.fn((blob: Blob) => {
    const url = `blob:test/${(next += 1)}`;
    blobs.set(url, blob);
    return url;
  });
  URL.revokeObjectURL = vi.fn();
  vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function click(this: HTMLAnchorElement) {
    const blob = blobs.get(this.href);
    if (blob && this.download) saved.push({ name: this.download, blob });
  });
  return saved;
}

/** Clears the page, the session and any spies between tests. */
export function resetPage(): void {
  cleanup();
  vi.restoreAllMocks();
  useSession.setState({ token: null, profile: null, current: null, url_to_navigate: null });
}

function Where() {
  return <output data-testid="where">{useLocation().pathname}</output>;
}

/** The current route, as the router sees it. */
export const where = () => screen.getByTestId("where").textContent;

/** The profile the server answers for `token`. */
export const profileOf = async (app: FastifyInstance, token: string) => (await app.inject({ method: "GET", url: "/api/users/profile", headers: { authorization: token } })).json().data as Record<string, unknown>;

/**
 * Renders the whole portal at `path`, signed in with `token` (and its profile, or `profile` when
 * given) or as a visitor.
 */
export async function openAs(app: FastifyInstance, token: string | null, path: string, profile?: Record<string, unknown>): Promise<void> {
  useSession.setState({ token, profile: profile ?? (token ? await profileOf(app, token) : null) });
  render(
    <MemoryRouter initialEntries={[path]}>
      <App />
      <Where />
    </MemoryRouter>,
  );
}

/** The first bytes of a Blob as text (jsdom's Blob has no arrayBuffer; FileReader it has). */
export function blobStart(blob: Blob, length: number): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String.fromCharCode(...new Uint8Array(reader.result as ArrayBuffer)));
    reader.onerror = () => reject(reader.error);
    reader.readAsArrayBuffer(blob.slice(0, length));
  });
}
