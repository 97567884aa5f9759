// @vitest-environment jsdom
import { cleanup, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Link, MemoryRouter, Route, Routes } from "react-router-dom";
import { afterEach, describe, expect, it } from "vitest";
import { TitleAndFocus } from "./TitleAndFocus.tsx";

afterEach(cleanup);

function Portal() {
  return (
    <>
      <nav>
        <Link to="/b">Page B</Link>
        <Link to="/b?tab=2">Tab two</Link>
      </nav>
      <main id="main-content" tabIndex={-1}>
        <Routes>
          <Route path="/a" element={<h1>Page A</h1>} />
          <Route
            path="/b"
            element={
              <>
                <h1>Page B</h1>
                <section data-title-source="">
                  <h2>Tab</h2>
                </section>
              </>
            }
          />
        </Routes>
      </main>
      <TitleAndFocus mainId="main-content" />
    </>
  );
}

describe("TitleAndFocus", () => {
  it("titles each page from its headings and moves focus to the new page's heading, not on the first page", async () => {
    render(
      <MemoryRouter initialEntries={["/a"]}>
        <Portal />
      </MemoryRouter>,
    );
    await waitFor(() => expect(document.title).toBe("Page A – NFA Licensing Portal"));
    expect(document.activeElement).toBe(document.body);
    await userEvent.click(screen.getByRole("link", { name: "Page B" }));
    await waitFor(() => expect(document.title).toBe("Tab – Page B – NFA Licensing Portal"));
    expect(document.activeElement).toBe(screen.getByRole("heading", { name: "Tab" }));
    expect(screen.getByRole("heading", { name: "Tab" }).getAttribute("tabindex")).toBe("-1");
  });
});
