// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { afterEach, describe, expect, it } from "vitest";
import { contextFor, loadDefinitions } from "../../../engine/node/loadDefinitions.ts";
import type { Answers } from "../../../engine/types.ts";
import { SectionView } from "./SectionView.tsx";

afterEach(cleanup);
const vessel = loadDefinitions().loaded.find((d) => d.definition.slug === "fishing-vessel")?.compiled;
const step = vessel?.steps.get("vessel-details");
if (!vessel || !step) throw new Error("the fishing vessel definition or its vessel-details step did not load");

function Harness({ initial, seen }: { initial: Answers; seen: Answers[] }) {
  const [answers, setAnswers] = useState<Answers>(initial);
  const record = (next: Answers) => {
    seen.push(next);
    setAnswers(next);
  };
  return <SectionView compiled={step!} named={vessel!.named} answers={answers} context={contextFor("2026-11-22", {})} errors={[]} onAnswers={record} />;
}

describe("a field its siblings disable (x-disabledWhen)", () => {
  it("disables the engine serial number while its availability is Unknown and drops a number typed before (spec 002 §5)", async () => {
    const seen: Answers[] = [];
    render(<Harness initial={{ engine_details: [{ make_manufacturer: "Yamaha", engine_serial_number_available: "Known", engine_serial_number: "6AH-1023456" }] }} seen={seen} />);
    const serial = () => screen.getByRole("textbox", { name: /^Engine Serial Number/ }) as HTMLInputElement;
    expect(serial().disabled).toBe(false);
    await userEvent.click(screen.getByRole("radio", { name: "Unknown" }));
    expect(serial().disabled).toBe(true);
    expect(serial().value).toBe("");
    const rows = seen.at(-1)?.engine_details as Array<Record<string, unknown>>;
    expect(rows[0]).toEqual({ make_manufacturer: "Yamaha", engine_serial_number_available: "Unknown" });
    await userEvent.click(screen.getByRole("radio", { name: "Known" }));
    expect(serial().disabled).toBe(false);
  });
});
