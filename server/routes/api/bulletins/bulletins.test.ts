import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../../../testing/buildApp.ts";

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildApp();
});
afterAll(async () => app.close());

describe("GET /api/bulletins", () => {
  it("lists the news without a login, newest first, the security breach notice linking its PDF", async () => {
    const response = await app.inject({ method: "GET", url: "/api/bulletins" });
    expect(response.statusCode).toBe(200);
    const bulletins = response.json().data.bulletins as Array<{ title: string; date: string; link: string | null; summary: string }>;
    expect(bulletins.length).toBeGreaterThan(1);
    expect(bulletins.map((b) => b.date)).toEqual([...bulletins.map((b) => b.date)].sort().reverse());
    expect(bulletins.find((b) => b.title === "Security Breach Notice")?.link).toBe("/files/security-breach-notice.pdf");
    for (const b of bulletins) expect(b.summary.length).toBeGreaterThan(0);
  });
});
