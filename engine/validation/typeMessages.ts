import type { CompiledSection } from "../definition/compileDefinition.ts";
import { widgetAt } from "./widgetAt.ts";

/** The type's default texts per rule for the field at a pointer into the answers, if it has any. */
export type DefaultsAt = (pointer: string) => Readonly<Record<string, string>> | undefined;

/**
 * The type's default messages for the fields of one section (decision 0036): the texts its
 * `messages.widgets` gives for the widget the field is drawn with. Undefined when the type gives
 * none, so sections of such types look nothing up.
 */
export function typeDefaultsAt(compiled: CompiledSection): DefaultsAt | undefined {
  const widgets = compiled.messages?.widgets;
  if (!widgets) return undefined;
  return (pointer) => {
    const widget = widgetAt(compiled.section.ui, pointer);
    return widget !== undefined && Object.prototype.hasOwnProperty.call(widgets, widget) ? widgets[widget] : undefined;
  };
}

/**
 * The message of a section that fails (the title of its error summary): its own `message`, else
 * for a wizard step the type's `messages.step` (decision 0036), else none.
 */
export function sectionMessage(compiled: CompiledSection): string | null {
  return compiled.section.message ?? (compiled.kind === "step" ? compiled.messages?.step : undefined) ?? null;
}
