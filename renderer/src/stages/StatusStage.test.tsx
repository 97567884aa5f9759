// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router-dom";
import { afterEach, describe, expect, it } from "vitest";
import { StatusStage } from "./StatusStage.tsx";

afterEach(cleanup);
const next = { steps: ["We check your application."], when: "We aim to reply within 10 working days." };
const show = (props: Parameters<typeof StatusStage>[0]) =>
  render(
    <MemoryRouter>
      <StatusStage {...props} />
    </MemoryRouter>,
  );

describe("the status screen", () => {
  it("confirms a submit in GOV.UK's panel with the number, what happens next and when, the PDF and the dashboard", () => {
    show({ transactionNumber: "NFA-2026-000042", failure: null, next });
    const panel = document.querySelector(".govuk-panel--confirmation");
    expect(panel?.textContent).toContain("Successful");
    expect(panel?.querySelector("strong")?.textContent).toBe("NFA-2026-000042");
    expect(screen.getByRole("heading", { level: 2, name: "What happens next" })).toBeTruthy();
    expect(screen.getByText("We check your application.")).toBeTruthy();
    expect(screen.getByText("We aim to reply within 10 working days.")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Download your submission (PDF)" }).getAttribute("href")).toBe("/api/applications/NFA-2026-000042/submission.pdf");
    expect(screen.getByRole("link", { name: "Go to your dashboard" }).getAttribute("href")).toBe("/profile?active=transactions-tab");
  });

  it("keeps a refused submit's error display: the spec's heading, the server's message and errors, and the way to the draft", () => {
    show({ transactionNumber: null, failure: { message: "Fill all the mandatory fields", errors: [{ pointer: "/name", message: "This is required" }] }, next });
    const alert = screen.getByRole("alert");
    expect(screen.getByRole("heading", { name: "Application Failed to be Submitted" })).toBeTruthy();
    expect(alert.textContent).toContain("Status: Draft. Fill all the mandatory fields");
    expect(alert.textContent).toContain("This is required");
    expect(screen.getByRole("link", { name: "Open your draft applications" }).getAttribute("href")).toBe("/profile?active=draft-applications-tab");
    expect(document.querySelector(".govuk-panel")).toBeNull();
    expect(screen.queryByRole("link", { name: "Download your submission (PDF)" })).toBeNull();
  });

  it("says a submit made with no signal is ready to send, with no number and no failure, and leads to what waits on the phone", () => {
    show({ transactionNumber: null, failure: null, next, readyToSend: true });
    expect(screen.getByRole("heading", { name: "Ready to send" })).toBeTruthy();
    expect(screen.getByRole("status").textContent).toContain("It will be sent when you are back online");
    expect(screen.getByRole("link", { name: "See what is waiting on this phone" }).getAttribute("href")).toBe("/outbox");
    expect(screen.queryByRole("heading", { name: "Application Failed to be Submitted" })).toBeNull();
    expect(document.querySelector(".govuk-panel")).toBeNull();
  });
});
