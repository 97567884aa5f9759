const unescape = (s: string) => s.replace(/~1/g, "/").replace(/~0/g, "~");

const own = (node: unknown, key: string): unknown =>
  node !== null && typeof node === "object" && Object.prototype.hasOwnProperty.call(node, key) ? (node as Record<string, unknown>)[key] : undefined;

/**
 * The `ui:widget` of the field a JSON pointer into the answers lands on, following a section's
 * `ui` hints as fieldSchemaAt follows its schema (`items` for list rows:
 * `/vessels/0/domicile` reads `ui.vessels.items.domicile`). Undefined when no widget is named.
 */
export function widgetAt(ui: Record<string, unknown> | undefined, pointer: string): string | undefined {
  let at: unknown = ui;
  for (const segment of pointer.split("/").slice(1).map(unescape)) {
    if (at === undefined) return undefined;
    at = /^\d+$/.test(segment) && own(at, "items") !== undefined ? own(at, "items") : own(at, segment);
  }
  const widget = own(at, "ui:widget");
  return typeof widget === "string" ? widget : undefined;
}
