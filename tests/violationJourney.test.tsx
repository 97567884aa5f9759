// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { useSession } from "../renderer/src/store/useSession.ts";
import { renderAt } from "./support/renderAt.tsx";
import { PNG } from "./support/sampleFiles.ts";
import { startPortal } from "./support/startPortal.ts";
import { typeDate } from "./support/typeDate.ts";

/** A visitor without an account reports a violation with a photo, in the renderer against the real server. */
let app: FastifyInstance;
beforeAll(async () => {
  app = await startPortal();
  useSession.setState({ token: null, profile: null, current: null });
});
afterAll(async () => {
  cleanup();
  await app.close();
});

describe("the notice of violation, without logging in", () => {
  it("refuses an incomplete notice with the spec's warning, then submits and returns to the application types", async () => {
    const user = userEvent.setup();
    renderAt("/application/submit-violation-notice", { validatorsFrom: app });
    await screen.findByRole("heading", { name: "Notice of Violation", level: 2 });
    expect(screen.queryByRole("button", { name: "Save" })).toBeNull();
    await user.click(screen.getByRole("button", { name: "Submit Notice of Violation" }));
    expect(within(screen.getByRole("alert")).getAllByText("This field is required").length).toBe(4);
    await typeDate(user, screen.getByRole("group", { name: "Date of Violation" }), "2026-01-10");
    await user.selectOptions(screen.getByLabelText("Location of Violation"), "St.Thomas");
    await user.type(screen.getByLabelText("Address of Violation"), "Morant Bay fishing beach");
    await user.type(screen.getByLabelText("Description of Violation"), "Undersized lobsters sold from a cooler during the closed season.");
    // Typing after a refused submit stays in the field: the error summary took focus at every keystroke.
    expect(useSession.getState().current?.answers).toMatchObject({ date_of_violation: "2026-01-10", address: "Morant Bay fishing beach" });
    await user.upload(await screen.findByLabelText("Upload Evidence of Violation"), new File([PNG], "photo.png", { type: "image/png" }));
    await screen.findByText(/Uploaded: photo\.png/);
    await user.click(screen.getByRole("button", { name: "Submit Notice of Violation" }));
    await screen.findByRole("heading", { name: "Apply to the National Fisheries Authority" });
    const number = useSession.getState().current?.submitted_transaction?.transaction_number as string;
    expect(number).toMatch(/^NFA-\d{4}-\d{6}$/);
    await waitFor(async () => expect((await app.inject({ method: "GET", url: `/api/transactions/status/${number}` })).json().data.transaction.status).toBe("Application Received by the NFA"));
    const documents = await app.knex("documents").where({ temp_trans_id: useSession.getState().current?.temp_trans_id }).select("file_name");
    expect(documents.map((d: { file_name: string }) => d.file_name)).toEqual(["photo.png"]);
  });
});
