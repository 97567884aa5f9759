// @vitest-environment jsdom
import { act, cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { SKIP_WAITING } from "./offlineMessages.ts";
import { registerServiceWorker } from "./registerServiceWorker.ts";
import { UpdateBanner } from "./UpdateBanner.tsx";

afterEach(cleanup);

/** A browser's service workers as the page sees them: one version controls the page, a newer one installs. */
function fakeServiceWorkers() {
  const posted: unknown[] = [];
  const worker = Object.assign(new EventTarget(), { state: "installing", postMessage: (message: unknown) => posted.push(message) });
  const registration = Object.assign(new EventTarget(), { waiting: null, installing: null as typeof worker | null, update: vi.fn(async () => undefined) });
  const container = Object.assign(new EventTarget(), {
    controller: {},
    register: vi.fn(async () => registration),
    ready: Promise.resolve({ active: { postMessage: (message: unknown) => posted.push(message) } }),
  });
  Object.defineProperty(navigator, "serviceWorker", { value: container, configurable: true });
  return { posted, worker, registration, container };
}

describe("a new version of the portal (issue 27)", () => {
  it("is announced once installed, and taken only when the applicant presses Update now", async () => {
    const { posted, worker, registration, container } = fakeServiceWorkers();
    render(<UpdateBanner />);
    // At once here: when the page has settled is whenPageSettled's affair, not the banner's.
    registerServiceWorker((start) => start());
    await act(async () => {
      await Promise.resolve();
    });
    expect(container.register).toHaveBeenCalledWith("/serviceWorker.js", { scope: "/" });
    expect(screen.queryByRole("region", { name: "Update available" })).toBeNull();
    // A release: the new version installs while the old one still controls the page.
    await act(async () => {
      registration.installing = worker;
      registration.dispatchEvent(new Event("updatefound"));
      worker.state = "installed";
      worker.dispatchEvent(new Event("statechange"));
    });
    const banner = screen.getByRole("region", { name: "Update available" });
    expect(banner.textContent).toContain("A new version of the portal is ready.");
    // Nothing is swapped until asked.
    expect(posted.filter((m) => (m as { type?: string }).type === SKIP_WAITING)).toEqual([]);
    await userEvent.click(screen.getByRole("button", { name: "Update now" }));
    expect(posted).toContainEqual({ type: SKIP_WAITING });
  });
});
