// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter } from "react-router-dom";
import { afterEach, describe, expect, it, vi } from "vitest";
import { lazyPage, pageReload } from "./lazyPage.tsx";

afterEach(cleanup);

const Page = ({ name }: { name: string }) => <h1>Page {name}</h1>;

describe("lazyPage", () => {
  it("shows the loading line until the page's code is in, then the page with its props, and loads the code once", async () => {
    let loads = 0;
    let arrive: (page: typeof Page) => void = () => undefined;
    const Lazy = lazyPage(() => {
      loads++;
      return new Promise<typeof Page>((resolve) => (arrive = resolve));
    });
    const { unmount } = render(
      <MemoryRouter>
        <Lazy name="A" />
      </MemoryRouter>,
    );
    expect(screen.getByRole("status").textContent).toBe("Loading…");
    arrive(Page);
    expect(await screen.findByRole("heading", { name: "Page A" })).toBeTruthy();
    unmount();
    // A second visit draws the page at once, with no loading line.
    render(
      <MemoryRouter>
        <Lazy name="B" />
      </MemoryRouter>,
    );
    expect(screen.getByRole("heading", { name: "Page B" })).toBeTruthy();
    expect(loads).toBe(1);
  });

  it("says the page could not be loaded when its code cannot be fetched, and Try again fetches it again", async () => {
    let loads = 0;
    const Lazy = lazyPage(() => (++loads === 1 ? Promise.reject(new Error("Failed to fetch dynamically imported module")) : Promise.resolve(Page)));
    render(
      <MemoryRouter>
        <Lazy name="C" />
      </MemoryRouter>,
    );
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toContain("This page could not be loaded");
    expect(alert.textContent).toContain("Check your connection, then try again.");
    await userEvent.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByRole("heading", { name: "Page C" })).toBeTruthy();
    expect(loads).toBe(2);
  });

  it("offers to reload the page once Try again has failed too, since the browser may keep the failed import", async () => {
    let loads = 0;
    const Lazy = lazyPage<{ name: string }>(() => (++loads, Promise.reject(new Error("Failed to fetch dynamically imported module"))));
    const reload = vi.spyOn(pageReload, "reload").mockImplementation(() => undefined);
    render(
      <MemoryRouter>
        <Lazy name="D" />
      </MemoryRouter>,
    );
    await userEvent.click(await screen.findByRole("button", { name: "Try again" }));
    await userEvent.click(await screen.findByRole("button", { name: "Reload the page" }));
    expect(loads).toBe(2);
    expect(reload).toHaveBeenCalledTimes(1);
    reload.mockRestore();
  });
});
