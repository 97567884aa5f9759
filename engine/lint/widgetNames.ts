/**
 * The widgets the portal's theme registers by name: renderer/src/theme/govukTheme.ts must register
 * exactly these (its map is typed by this list), so the lint and the renderer cannot disagree.
 */
export const PORTAL_WIDGETS = [
  "tiles",
  "radio",
  "checkboxes",
  "select",
  "SelectWidget",
  "textarea",
  "TextareaWidget",
  "phone",
  "checkbox",
  "CheckboxWidget",
  "actionButton",
  "file",
  "signatureUpload",
  "signaturePad",
  "fishingAreaMap",
  "DateWidget",
  "DateTimeWidget",
] as const;

/** A widget name the portal's theme registers. */
export type PortalWidget = (typeof PORTAL_WIDGETS)[number];

/** RJSF's own widgets, registered by @rjsf/core beside the theme's (getDefaultRegistry). */
export const RJSF_WIDGETS: readonly string[] = [
  "AltDateWidget",
  "AltDateTimeWidget",
  "CheckboxWidget",
  "CheckboxesWidget",
  "ColorWidget",
  "DateWidget",
  "DateTimeWidget",
  "EmailWidget",
  "FileWidget",
  "HiddenWidget",
  "PasswordWidget",
  "RadioWidget",
  "RangeWidget",
  "RatingWidget",
  "SelectWidget",
  "TextWidget",
  "TextareaWidget",
  "TimeWidget",
  "UpDownWidget",
  "URLWidget",
];

/**
 * RJSF's short names by the field's JSON type (@rjsf/utils getWidget's table): `"time"` on a
 * string field is RJSF's TimeWidget. A short name on a field of another type makes RJSF throw
 * while rendering, so the lint checks the type. renderer/src/theme/widgetNames.test.ts proves
 * every name here renders with the portal's registry.
 */
export const RJSF_WIDGETS_BY_TYPE: Readonly<Record<string, readonly string[]>> = {
  boolean: ["checkbox", "radio", "select", "hidden"],
  string: ["text", "password", "email", "hostname", "ipv4", "ipv6", "uri", "data-url", "radio", "select", "textarea", "hidden", "date", "datetime", "date-time", "alt-date", "alt-datetime", "time", "color", "file"],
  number: ["text", "select", "updown", "range", "radio", "hidden"],
  integer: ["text", "select", "updown", "range", "radio", "hidden"],
  array: ["select", "checkboxes", "files", "hidden"],
};
