import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ACCESS_MATRIX, type Cell } from "./accessMatrix.ts";
import { requestCell } from "./matrixRequest.ts";
import { ACTORS, buildSecurityFixture, openApiRoutes, type RouteKey } from "./securityFixture.ts";
import { buildApp } from "../testing/buildApp.ts";

/** Whether a status is what a cell allows. */
const fits = (cell: Cell, status: number): boolean => (cell === "2xx" ? status >= 200 && status < 300 : cell === "4xx" ? status >= 400 && status < 500 : status === cell);

const rows = Object.entries(ACCESS_MATRIX) as Array<[RouteKey, (typeof ACCESS_MATRIX)[RouteKey]]>;

describe("the access matrix covers the API", () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildApp();
  });
  afterAll(async () => app.close());

  it("has a row for every route in /api/docs/json and none for a route that is gone", async () => {
    const documented = await openApiRoutes(app);
    expect(documented.length).toBeGreaterThan(50);
    expect(documented.filter((route) => !(route in ACCESS_MATRIX))).toEqual([]);
    expect(rows.filter(([route, row]) => !row.hidden && !documented.includes(route)).map(([route]) => route)).toEqual([]);
  });

  it("names hidden routes that still exist and are still hidden", async () => {
    const documented = await openApiRoutes(app);
    for (const [route] of rows.filter(([, row]) => row.hidden)) {
      const [method, path] = route.split(" ") as ["GET" | "POST" | "PUT" | "DELETE", string];
      expect([route, app.hasRoute({ method, url: path.replace(/\{(\w+)\}/g, ":$1") }), documented.includes(route)]).toEqual([route, true, false]);
    }
  });
});

describe.each(ACTORS.map((actor, column) => ({ actor, column })))("every route as $actor", ({ actor, column }) => {
  it("answers as the access matrix says, refusals in the spec's envelope", async () => {
    // A fresh app per caller: the rows that change A's data (last in the table) cannot spill into another caller's cells.
    const fixture = await buildSecurityFixture();
    try {
      const wrong: string[] = [];
      for (const [route, row] of rows) {
        const response = await requestCell(fixture, route, row, actor);
        const allowed = [row.expect[column], ...(row.pending ? [row.pending.expect[column]] : [])].filter((cell): cell is Cell => cell !== undefined);
        if (!allowed.some((cell) => fits(cell, response.statusCode))) wrong.push(`${route}: expected ${allowed.join(" or ")}, got ${response.statusCode}`);
        if (response.statusCode >= 400 && !row.hidden) {
          const body = response.json<{ success: unknown; statusCode: unknown; data: { msg?: unknown } }>();
          if (body.success !== false || body.statusCode !== response.statusCode || typeof body.data?.msg !== "string") wrong.push(`${route}: refusal not in the envelope: ${response.body.slice(0, 200)}`);
        }
      }
      expect(wrong).toEqual([]);
    } finally {
      await fixture.app.close();
    }
  });
});
