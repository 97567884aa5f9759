import { describe, expect, it } from "vitest";
import { loadConfig } from "./config.ts";
import { buildApp } from "./testing/buildApp.ts";
import { readOutbox } from "./testing/outbox.ts";

/*
 * Issue 31 item 12: started on another PORT without PUBLIC_URL, the portal sent mail links and
 * printed licence QR codes for http://localhost:3000, where nothing answered. PUBLIC_URL now
 * defaults to the address the server listens on.
 */
describe("the portal's public address", () => {
  it("is the address the server listens on when PUBLIC_URL is not given, and PUBLIC_URL when it is", () => {
    expect(loadConfig({ SQLITE_FILE: ":memory:", JWT_SECRET: "x" }).publicUrl).toBe("http://localhost:3000");
    expect(loadConfig({ SQLITE_FILE: ":memory:", JWT_SECRET: "x", PORT: "3301" }).publicUrl).toBe("http://localhost:3301");
    expect(loadConfig({ SQLITE_FILE: ":memory:", JWT_SECRET: "x", PORT: "3301", HOST: "127.0.0.1" }).publicUrl).toBe("http://127.0.0.1:3301");
    expect(loadConfig({ SQLITE_FILE: ":memory:", JWT_SECRET: "x", PORT: "3301", PUBLIC_URL: "https://licensing.nfa.example/" }).publicUrl).toBe("https://licensing.nfa.example");
  });

  it("starts the link in the confirmation mail of a new registrant, on the port the portal was given", async () => {
    const app = await buildApp({ PORT: "3301" });
    try {
      const registered = await app.inject({ method: "POST", url: "/api/users/register", payload: { applicant_type: "Company", company_name: "Port Royal Fisheries", email: "owner@example.net", password: "Sea-Breeze-77", reenterpassword: "Sea-Breeze-77", signature: "data:image/png;base64,iVBORw0KGgo=", domicile: "Local" } });
      expect(registered.statusCode).toBe(200);
      const [mail] = await readOutbox(app, "owner@example.net");
      expect(mail?.body).toMatch(/http:\/\/localhost:3301\/confirm-contact\/\S+/);
      expect(mail?.body).not.toContain("localhost:3000");
    } finally {
      await app.close();
    }
  });
});
