import type { WidgetProps } from "@rjsf/utils";
import { FileWidget } from "./FileWidget.tsx";

/** Spec 002 §3: an uploaded signature is a .jpg, .jpeg or .png image. */
export const SIGNATURE_ACCEPT = [".jpg", ".jpeg", ".png"];

/** An uploaded signature image: the file widget limited to pictures. */
export function SignatureUploadWidget(props: WidgetProps) {
  return <FileWidget {...props} options={{ ...props.options, accept: SIGNATURE_ACCEPT }} />;
}
