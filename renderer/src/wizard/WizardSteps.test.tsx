// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { Toaster } from "sonner";
import { afterEach, describe, expect, it } from "vitest";
import { navigate } from "../../../engine/navigation/navigate.ts";
import { stepToOpen } from "../../../engine/navigation/stepToOpen.ts";
import { contextFor, loadDefinitions } from "../../../engine/node/loadDefinitions.ts";
import type { Answers } from "../../../engine/types.ts";
import { WizardSteps } from "./WizardSteps.tsx";

afterEach(cleanup);

const { loaded } = loadDefinitions();
const licence = loaded.find((d) => d.definition.slug === "licence")?.compiled;
if (!licence) throw new Error("the licence definition did not load");

/** What WizardPage does with the address: the step shown is state here, opened as an address would be. */
function Harness({ today = "2026-11-22", initial = {} as Answers, profile = { nfa_registration_number: "NFA-1" } }) {
  const context = contextFor(today, profile);
  const [answers, setAnswers] = useState<Answers>(initial);
  const [stepId, setStepId] = useState(() => stepToOpen(licence!, navigate(licence!, initial, context), undefined, null) ?? "");
  const [finished, setFinished] = useState(false);
  return finished ? (
    <p>Finished the wizard</p>
  ) : (
    <WizardSteps key={stepId} compiled={licence!} context={context} answers={answers} stepId={stepId} onStep={setStepId} onAnswers={(next) => setAnswers(next)} onFinish={() => setFinished(true)} onBack={() => undefined} onSave={() => undefined} />
  );
}

const heading = () => document.getElementById("step-title")?.textContent;

describe("WizardSteps on the fisher licence", () => {
  it("shows the licence type as a labelled group of tiles, and a recreational choice advances past the commercial category", async () => {
    render(<Harness />);
    expect(heading()).toBe("Type of Licence");
    const group = screen.getByRole("group", { name: "Licence Type" });
    await userEvent.click(within(group).getByRole("radio", { name: "Recreational Fishing" }));
    expect(heading()).toBe("Type of Transaction");
    expect(screen.getByText("Question 2 of about 6")).toBeTruthy();
  });

  it("refuses Next without a choice with the spec's message in an error summary that takes focus, linked to the field, and no toast repeating it", async () => {
    render(
      <>
        <Toaster />
        <Harness />
      </>,
    );
    await userEvent.click(screen.getByRole("button", { name: "Next" }));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(document.querySelector("[data-sonner-toast]")).toBeNull();
    const summary = screen.getByRole("alert");
    expect(within(summary).getByRole("link", { name: "Licence Type: You must make a selection before proceeding to the next step" })).toBeTruthy();
    expect(document.activeElement).toBe(summary);
    const group = screen.getByRole("group", { name: "Licence Type" });
    expect(group.getAttribute("aria-describedby")).toContain("root_licence_type__error");
    expect(document.getElementById("root_licence_type__error")?.textContent).toContain("You must make a selection before proceeding to the next step");
  });

  it("shows the applicant no engine workings: no step 'not asked' and no 'why?' after a skipped step", async () => {
    render(<Harness />);
    await userEvent.click(screen.getByRole("radio", { name: "Recreational Fishing" }));
    expect(heading()).toBe("Type of Transaction");
    expect(document.body.textContent).not.toMatch(/Not asked|why\?|Because /);
  });

  it("goes Previous along the path walked, skipping the skipped step", async () => {
    render(<Harness />);
    await userEvent.click(screen.getByRole("radio", { name: "Recreational Fishing" }));
    await userEvent.click(screen.getByRole("button", { name: "Previous" }));
    expect(heading()).toBe("Type of Licence");
  });

  it("works from the keyboard: Space chooses a tile and the step advances", async () => {
    render(<Harness />);
    await userEvent.tab();
    expect((document.activeElement as HTMLInputElement).name).toBe("root_licence_type");
    await userEvent.keyboard(" ");
    expect(heading()).toMatch(/Commercial Category|Type of Transaction/);
  });

  it("lets arrow keys browse the tiles of an advancing step without leaving it; Enter then goes on", async () => {
    render(<Harness />);
    const [first, second] = within(screen.getByRole("group", { name: "Licence Type" })).getAllByRole("radio") as HTMLInputElement[];
    // What a browser does on ArrowDown in a radio group (jsdom has no radio walking): the key
    // reaches the focused radio, then the next one is focused and clicked.
    fireEvent.keyDown(first as HTMLInputElement, { key: "ArrowDown" });
    (second as HTMLInputElement).focus();
    fireEvent.click(second as HTMLInputElement);
    expect(heading(), "an arrow key only moves the choice").toBe("Type of Licence");
    expect((second as HTMLInputElement).checked).toBe(true);
    await userEvent.keyboard("{Enter}");
    expect(heading()).not.toBe("Type of Licence");
  });

  it("clears a chosen radio when it is clicked again, and asks the renewal type only for a renewal", async () => {
    render(<Harness initial={{ licence_type: "Recreational Fishing" }} />);
    await userEvent.click(screen.getByRole("button", { name: "Next" }));
    expect(heading()).toBe("Type of Transaction");
    const renewal = screen.getByRole("radio", { name: "Renewal" }) as HTMLInputElement;
    await userEvent.click(renewal);
    expect((screen.getByRole("radio", { name: "Renewal" }) as HTMLInputElement).checked).toBe(true);
    expect(screen.getByRole("group", { name: "Renewal Type" })).toBeTruthy();
    await userEvent.click(screen.getByRole("radio", { name: "Renewal" }));
    expect((screen.getByRole("radio", { name: "Renewal" }) as HTMLInputElement).checked).toBe(false);
    expect(screen.queryByRole("group", { name: "Renewal Type" })).toBeNull();
  });

  it("disables Conch in its closed season with the reason beside it, and keeps Spiny Lobster", async () => {
    const answers = { licence_type: "Commercial Fishing", commercial_category: "Artisanal", type_of_transaction: "New Licence", port_or_inland: "Fishing Port", region: "St. Catherine", port: "Old Harbour Bay", fishing_area: ["Pedro Bank"] };
    render(<Harness initial={answers} />);
    for (let i = 0; i < 6; i += 1) await userEvent.click(screen.getByRole("button", { name: "Next" }));
    expect(heading()).toBe("Type of Species");
    const conch = screen.getByRole("checkbox", { name: "Conch" }) as HTMLInputElement;
    expect(conch.disabled).toBe(true);
    expect(document.getElementById(conch.getAttribute("aria-describedby") ?? "")?.textContent).toBe("Conch is in its closed season and cannot be chosen now");
    expect((screen.getByRole("checkbox", { name: "Spiny Lobster" }) as HTMLInputElement).disabled).toBe(false);
  });

  it("marks optional fields '(Optional)' and leaves the wizard after the last step", async () => {
    const answers = { licence_type: "Recreational Fishing", type_of_transaction: "New Licence", port_or_inland: "Inland", region: "St.Elizabeth", inland: "Black River", type_of_species: ["Tilapia"] };
    render(<Harness initial={answers} />);
    for (let i = 0; i < 5; i += 1) await userEvent.click(screen.getByRole("button", { name: "Next" }));
    expect(heading()).toBe("Gear and Role in Fisheries");
    await userEvent.click(screen.getByRole("checkbox", { name: "Lines" }));
    await userEvent.click(screen.getByRole("checkbox", { name: "Crew" }));
    await userEvent.click(screen.getByRole("button", { name: "Next" }));
    expect(screen.getByText("Finished the wizard")).toBeTruthy();
  });
});
