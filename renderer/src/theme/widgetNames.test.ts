import { getDefaultRegistry } from "@rjsf/core";
import { getWidget, type RJSFSchema } from "@rjsf/utils";
import { describe, expect, it } from "vitest";
import { RJSF_WIDGETS, RJSF_WIDGETS_BY_TYPE } from "../../../engine/lint/widgetNames.ts";
import { govukWidgets } from "./govukTheme.ts";

// The lint (engine/lint/widgetIssues.ts) accepts exactly the names of engine/lint/widgetNames.ts;
// the theme's own names are tied to it by type, RJSF's are proved here against RJSF itself.
const registry = { ...getDefaultRegistry().widgets, ...govukWidgets };

describe("the widget names the lint accepts", () => {
  it("are RJSF's registered widgets, no more and no fewer", () => {
    expect([...RJSF_WIDGETS].sort()).toEqual(Object.keys(getDefaultRegistry().widgets).sort());
  });

  it.each(Object.entries(RJSF_WIDGETS_BY_TYPE).flatMap(([type, names]) => names.map((name) => [type, name])))("a %s field can draw RJSF's %s", (type, name) => {
    expect(() => getWidget({ type } as RJSFSchema, name, registry)).not.toThrow();
  });

  it("a short name on a field of another type fails, as the lint says", () => {
    expect(() => getWidget({ type: "number" } as RJSFSchema, "time", registry)).toThrow(/No widget/);
  });
});
