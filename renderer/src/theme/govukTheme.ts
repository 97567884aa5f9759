import type { RegistryWidgetsType, TemplatesType, Widget } from "@rjsf/utils";
import type { PortalWidget } from "../../../engine/lint/widgetNames.ts";
import { ActionButtonWidget } from "../widgets/ActionButtonWidget.tsx";
import { CheckboxWidget } from "../widgets/CheckboxWidget.tsx";
import { DateTimeWidget, DateWidget } from "../widgets/DateWidget.tsx";
import { FileWidget } from "../widgets/FileWidget.tsx";
import { FishingAreaMapWidget } from "../widgets/FishingAreaMapWidget.tsx";
import { PhoneWidget } from "../widgets/PhoneWidget.tsx";
import { SelectWidget } from "../widgets/SelectWidget.tsx";
import { SignaturePadWidget } from "../widgets/SignaturePadWidget.tsx";
import { SignatureUploadWidget } from "../widgets/SignatureUploadWidget.tsx";
import { TextareaWidget } from "../widgets/TextareaWidget.tsx";
import { TilesWidget } from "../widgets/TilesWidget.tsx";
import { ArrayFieldItemTemplate } from "./ArrayFieldItemTemplate.tsx";
import { ArrayFieldTemplate } from "./ArrayFieldTemplate.tsx";
import { BaseInputTemplate } from "./BaseInputTemplate.tsx";
import { FieldTemplate } from "./FieldTemplate.tsx";
import { ObjectFieldTemplate } from "./ObjectFieldTemplate.tsx";

/** The portal's RJSF theme: GOV.UK markup, accessible labels, hints and errors. */
export const govukTemplates: Partial<TemplatesType> = {
  FieldTemplate,
  ObjectFieldTemplate,
  ArrayFieldTemplate,
  ArrayFieldItemTemplate,
  BaseInputTemplate,
  ErrorListTemplate: () => null,
};

/** The widgets a definition's `ui:widget` may name: exactly the engine's list, which the lint checks definitions against. */
export const govukWidgets: RegistryWidgetsType = {
  tiles: TilesWidget,
  radio: TilesWidget,
  checkboxes: TilesWidget,
  select: SelectWidget,
  SelectWidget,
  textarea: TextareaWidget,
  TextareaWidget,
  phone: PhoneWidget,
  checkbox: CheckboxWidget,
  CheckboxWidget,
  actionButton: ActionButtonWidget,
  file: FileWidget,
  signatureUpload: SignatureUploadWidget,
  signaturePad: SignaturePadWidget,
  fishingAreaMap: FishingAreaMapWidget,
  // Dates and date-times as the GOV.UK date input (decision 0021), in place of RJSF's native pickers.
  DateWidget,
  DateTimeWidget,
} satisfies Record<PortalWidget, Widget>;
