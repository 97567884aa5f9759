import { describe, expect, it } from "vitest";
import { readyLine } from "./readyLine.ts";
import { demoLogins } from "./services/loadFixtures.ts";
import { buildApp, DEMO } from "./testing/buildApp.ts";

describe("the line npm start prints when ready", () => {
  it("names the address to open and the demo logins when they are loaded", () => {
    expect(readyLine("0.0.0.0", 3000, [{ email: "fisher@example.com", password: "Fisher#2026" }, { email: "admin@example.com", password: "Admin#2026" }])).toBe(
      "NFA licensing portal ready on http://localhost:3000 · demo logins: fisher@example.com / Fisher#2026, admin@example.com / Admin#2026 (README)",
    );
  });

  it("names only the address when there are no demo accounts, and the host it listens on when one is given", () => {
    expect(readyLine("127.0.0.1", 3301, [])).toBe("NFA licensing portal ready on http://127.0.0.1:3301");
    expect(readyLine("::1", 3301, [])).toBe("NFA licensing portal ready on http://[::1]:3301");
  });

  it("takes the demo logins the database holds, with the passwords the fixtures gave them", async () => {
    const app = await buildApp();
    try {
      expect(await demoLogins(app.knex)).toEqual([DEMO.fisher, DEMO.company, DEMO.officer, DEMO.admin, DEMO.holder]);
      await app.knex("users").where({ email: DEMO.officer.email }).update({ email: "renamed@example.com" });
      expect((await demoLogins(app.knex)).map((l) => l.email)).toEqual([DEMO.fisher.email, DEMO.company.email, DEMO.admin.email, DEMO.holder.email]);
    } finally {
      await app.close();
    }
  });
});
