// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { SaveFailed } from "./SaveFailed.tsx";

afterEach(cleanup);

describe("a draft save that failed, said in the page (issue 31 item 3)", () => {
  it("says the spec's message, that the answers are on this device only, and offers Try again; it takes focus", async () => {
    const retry = vi.fn();
    render(<SaveFailed busy={false} onRetry={retry} />);
    const alert = screen.getByRole("alert", { name: "Error occured while saving application" });
    expect(alert.textContent).toContain("Your answers are not saved to your account yet. They are kept on this device only");
    expect(document.activeElement).toBe(alert);
    await userEvent.click(screen.getByRole("button", { name: "Try again" }));
    expect(retry).toHaveBeenCalledTimes(1);
  });

  it("says there seems to be no connection when the browser is offline", () => {
    vi.spyOn(navigator, "onLine", "get").mockReturnValue(false);
    render(<SaveFailed busy={false} onRetry={() => undefined} />);
    expect(screen.getByRole("alert").textContent).toContain("You seem to have no connection.");
    vi.restoreAllMocks();
  });
});
