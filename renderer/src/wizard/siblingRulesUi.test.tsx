// @vitest-environment jsdom
import { cleanup, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { afterEach, describe, expect, it } from "vitest";
import { join } from "node:path";
import { contextFor, loadDefinition, loadDefinitions } from "../../../engine/node/loadDefinitions.ts";
import { ROOT } from "../../../engine/node/paths.ts";
import type { CompiledDefinition, CompiledSection } from "../../../engine/definition/compileDefinition.ts";
import type { Answers } from "../../../engine/types.ts";
import { SectionView } from "./SectionView.tsx";

afterEach(cleanup);
const { loaded } = loadDefinitions();
const vessel = loaded.find((d) => d.definition.slug === "fishing-vessel")?.compiled;
const step = vessel?.steps.get("vessel-details");
const authorization = loaded.find((d) => d.definition.slug === "authorization")?.compiled;
const gear = authorization?.steps.get("vessel-gear-details");
// A test definition, never served: consignment lines whose CITES permit number each row asks for itself (docs/decisions/0060).
const certificate = loadDefinition(join(ROOT, "fixtures", "export-certificate", "export-health-certificate.json")).loaded?.compiled;
const consignment = certificate?.pages[0];
if (!vessel || !step || !authorization || !gear || !certificate || !consignment) throw new Error("the fishing vessel, authorization or export certificate definition did not load");

function Harness({ initial, seen, compiled = step!, named = vessel!.named }: { initial: Answers; seen: Answers[]; compiled?: CompiledSection; named?: CompiledDefinition["named"] }) {
  const [answers, setAnswers] = useState<Answers>(initial);
  const record = (next: Answers) => {
    seen.push(next);
    setAnswers(next);
  };
  return <SectionView compiled={compiled} named={named} answers={answers} context={contextFor("2026-11-22", {})} errors={[]} onAnswers={record} />;
}

describe("a field its siblings disable (x-disabledWhen)", () => {
  it("asks the engine serial number only after 'Known', under its own label, and drops a number typed before 'Unknown' (spec 002 §5, issue 31 item 6)", async () => {
    const seen: Answers[] = [];
    render(<Harness initial={{ engine_details: [{ make_manufacturer: "Yamaha", engine_serial_number_available: "Known", engine_serial_number: "6AH-1023456" }] }} seen={seen} />);
    const serial = () => screen.queryByRole("textbox", { name: /^Serial number/ }) as HTMLInputElement | null;
    expect(screen.getByRole("group", { name: /^Do you know the engine's serial number\?/ })).toBeTruthy();
    expect(serial()?.value).toBe("6AH-1023456");
    await userEvent.click(screen.getByRole("radio", { name: "Unknown" }));
    expect(serial()).toBeNull();
    const rows = seen.at(-1)?.engine_details as Array<Record<string, unknown>>;
    expect(rows[0]).toEqual({ make_manufacturer: "Yamaha", engine_serial_number_available: "Unknown" });
    await userEvent.click(screen.getByRole("radio", { name: "Known" }));
    expect(serial()?.disabled).toBe(false);
    expect(serial()?.value).toBe("");
  });

  it("keeps an authorization vessel's MAJ dates and certificate disabled until the MAJ mark is filled, with no choice of forms drawn for the mark-or-number rule (spec 001 §5)", async () => {
    render(<Harness compiled={gear} named={authorization!.named} initial={{ nationality: "Local", local_vessel_gear_details: [{}] }} seen={[]} />);
    // A date is the GOV.UK date input: a group of Day, Month and Year boxes, each disabled with it.
    const boxes = (name: RegExp) => within(screen.getByRole("group", { name })).getAllByRole("textbox") as HTMLInputElement[];
    const issued = () => boxes(/^MAJ Date of Issue/);
    expect(issued().map((box) => box.disabled)).toEqual([true, true, true]);
    expect((screen.getByLabelText(/^MAJ Registration Certificate/) as HTMLInputElement).disabled).toBe(true);
    expect(screen.queryByRole("combobox", { name: /Option/ })).toBeNull();
    expect(screen.queryByText("Option 2")).toBeNull();
    await userEvent.type(screen.getByLabelText(/^MAJ Vessel Registration Mark/), "MAJ-KN-0412");
    expect(issued().map((box) => box.disabled)).toEqual([false, false, false]);
    expect(boxes(/^NFA Date of Issue/).map((box) => box.disabled)).toEqual([true, true, true]);
  });
});

describe("a field its own row asks for (x-showWhen)", () => {
  it("asks the CITES permit number on the queen conch line only, and drops one typed before the species changed", async () => {
    const seen: Answers[] = [];
    render(<Harness compiled={consignment} named={certificate!.named} initial={{ destination: "United States", consignment_lines: [{ species: "Snapper", presentation: "Frozen", net_weight_kg: 300 }, { species: "Queen Conch", presentation: "Frozen", net_weight_kg: 200, cites_permit_number: "JM-CITES-0412" }] }} seen={seen} />);
    const permits = () => screen.queryAllByRole("textbox", { name: /^CITES permit number/ }) as HTMLInputElement[];
    expect(permits().map((box) => box.value)).toEqual(["JM-CITES-0412"]);
    // The second line becomes snapper: its number is no longer asked, and not kept.
    const species = screen.getAllByRole("combobox", { name: /^Species/ })[1] as HTMLSelectElement;
    await userEvent.selectOptions(species, "Snapper");
    expect(permits()).toEqual([]);
    const rows = seen.at(-1)?.consignment_lines as Array<Record<string, unknown>>;
    expect(rows[1]).toEqual({ species: "Snapper", presentation: "Frozen", net_weight_kg: 200 });
    // The first line becomes queen conch: its own number is asked, empty.
    await userEvent.selectOptions(screen.getAllByRole("combobox", { name: /^Species/ })[0] as HTMLSelectElement, "Queen Conch");
    expect(permits().map((box) => box.value)).toEqual([""]);
  });
});
