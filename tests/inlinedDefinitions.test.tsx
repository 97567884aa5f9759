// @vitest-environment jsdom
import { screen } from "@testing-library/react";
import type { FastifyInstance } from "fastify";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../server/testing/buildApp.ts";
import { injectFetch } from "./support/injectFetch.ts";
import { renderAt } from "./support/renderAt.tsx";
import { resetPortal } from "./support/resetPortal.ts";

/**
 * The server inlines GET /api/definitions' answer into the page (server/plugins/external/clientApp.ts,
 * decision 0028): the tiles are drawn on the first render, with no request and nothing pushed down
 * as they arrive (the layout shift Lighthouse measured at 0.49 on /application-types).
 */
let app: FastifyInstance;
let answer = "";
/** The first tile's button, named after the first type the server lists. */
let apply = "";
const asked: string[] = [];
beforeAll(async () => {
  app = await buildApp();
  const data = (await app.inject({ method: "GET", url: "/api/definitions" })).json<{ data: { definitions: Array<{ title: string }> } }>().data;
  answer = JSON.stringify(data);
  apply = `Apply for ${data.definitions[0]?.title ?? ""}`;
  const fetchFromApp = injectFetch(app);
  globalThis.fetch = ((input: RequestInfo | URL, init?: RequestInit) => {
    asked.push(String(input));
    return fetchFromApp(input, init);
  }) as typeof fetch;
});
afterAll(async () => app.close());
afterEach(() => {
  resetPortal();
  document.getElementById("nfa-definitions")?.remove();
  asked.length = 0;
});

/** The data block as the server writes it into the page's head. */
function inline(text: string) {
  const block = document.createElement("script");
  block.type = "application/json";
  block.id = "nfa-definitions";
  block.textContent = text;
  document.head.append(block);
}

describe("the application types inlined into the page", () => {
  it("draws every tile on the first render, without asking the server for the list", () => {
    inline(answer);
    renderAt("/application-types");
    const tiles = screen.getByRole("list", { name: "Application types" }).querySelectorAll("li");
    expect(tiles.length).toBeGreaterThan(5);
    expect(screen.getByRole("button", { name: apply })).toBeTruthy();
    expect(asked.filter((url) => url.startsWith("/api/definitions"))).toEqual([]);
  });

  it("fetches the list as before when the page has none, or a broken one", async () => {
    for (const text of [null, "{not json"]) {
      if (text !== null) inline(text);
      renderAt("/application-types");
      expect(screen.getByRole("status").textContent).toBe("Loading the application types…");
      await screen.findByRole("button", { name: apply });
      expect(asked).toContain("/api/definitions");
      resetPortal();
      asked.length = 0;
    }
  });
});
