// @vitest-environment jsdom
import { act, cleanup, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Link, MemoryRouter, Route, Routes } from "react-router-dom";
import { afterEach, describe, expect, it } from "vitest";
import { useEffect, useState } from "react";
import { PageLoading } from "./PageLoading.tsx";
import { TitleAndFocus } from "./TitleAndFocus.tsx";

afterEach(cleanup);

function Portal() {
  return (
    <>
      <nav>
        <Link to="/b">Page B</Link>
        <Link to="/b?tab=2">Tab two</Link>
        <Link to="/c">Page C</Link>
      </nav>
      <main id="main-content" tabIndex={-1}>
        <Routes>
          <Route path="/a" element={<h1>Page A</h1>} />
          <Route path="/c" element={<LoadsThenDraws />} />
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

/** A page that loads under its own heading (PageLoading) until it is told to draw. */
let draw: () => void = () => undefined;
function LoadsThenDraws() {
  const [drawn, setDrawn] = useState(false);
  useEffect(() => {
    draw = () => setDrawn(true);
  }, []);
  if (!drawn) return <PageLoading heading={<h1>Page C</h1>} text="Loading…" />;
  return (
    <>
      <h1>Page C</h1>
      <section data-title-source="">
        <h2>Step one</h2>
      </section>
    </>
  );
}

describe("TitleAndFocus", () => {
  it("leaves title and focus alone while a page loads under its heading, then moves them to the drawn page's part (decision 0029)", async () => {
    render(
      <MemoryRouter initialEntries={["/a"]}>
        <Portal />
      </MemoryRouter>,
    );
    await waitFor(() => expect(document.title).toBe("Page A – NFA Licensing Portal"));
    await userEvent.click(screen.getByRole("link", { name: "Page C" }));
    await screen.findByText("Loading…");
    expect(document.title).toBe("Page A – NFA Licensing Portal");
    expect(document.activeElement).not.toBe(screen.getByRole("heading", { name: "Page C" }));
    act(() => draw());
    await waitFor(() => expect(document.title).toBe("Step one – Page C – NFA Licensing Portal"));
    expect(document.activeElement).toBe(screen.getByRole("heading", { name: "Step one" }));
  });


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
