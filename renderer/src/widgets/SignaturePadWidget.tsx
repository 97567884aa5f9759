import type { WidgetProps } from "@rjsf/utils";
import { useEffect, useRef, useState } from "react";
import type SignaturePad from "signature_pad";
import { askedFor } from "../theme/fieldText.ts";
import { ChoiceGroup } from "./ChoiceGroup.tsx";
import { fitPadToBox } from "./fitPadToBox.ts";

/** The pad's size (spec 002 §9: 500 by 200, at most 600 wide). */
export const PAD_WIDTH = 500;
export const PAD_HEIGHT = 200;

/**
 * A drawn signature: signature_pad, loaded only when this widget appears, stores a PNG data URL
 * when a stroke ends and nothing once cleared (spec 002 §4 'Signature'). Drawing needs a pointer;
 * the upload beside it is the keyboard-accessible way to sign.
 */
export function SignaturePadWidget(props: WidgetProps) {
  const { id, label, value, required, disabled, readonly, onChange, rawErrors, schema } = props;
  const canvas = useRef<HTMLCanvasElement>(null);
  const pad = useRef<SignaturePad | null>(null);
  const [ready, setReady] = useState(false);
  const [unavailable, setUnavailable] = useState(false);
  // The pad's listener is set up once; it must call RJSF's newest onChange, not the first one.
  const change = useRef(onChange);
  change.current = onChange;
  const stored = useRef(value);
  stored.current = value;
  useEffect(() => {
    let live = true;
    let unfit = () => undefined as void;
    void import("signature_pad").then(({ default: Pad }) => {
      if (!live || !canvas.current) return;
      // A browser without canvas drawing (or a test DOM) can still sign by upload.
      if (!canvas.current.getContext("2d")) {
        setUnavailable(true);
        return;
      }
      pad.current = new Pad(canvas.current, { backgroundColor: "rgb(255,255,255)" });
      pad.current.addEventListener("endStroke", () => change.current(pad.current?.isEmpty() ? undefined : pad.current?.toDataURL("image/png")));
      // A stored drawing that no longer decodes leaves an empty pad to sign again, not a page error.
      const restore = () => {
        const drawing = stored.current;
        if (canvas.current && typeof drawing === "string" && drawing.startsWith("data:image/png")) pad.current?.fromDataURL(drawing, { width: canvas.current.width, height: PAD_HEIGHT }).catch(() => undefined);
      };
      unfit = fitPadToBox(canvas.current, pad.current, PAD_WIDTH, restore);
      restore();
      if (disabled || readonly) pad.current.off();
      setReady(true);
    });
    return () => {
      live = false;
      unfit();
      pad.current?.off();
    };
    // The pad is set up once per mount; later value changes come from the pad itself.
  }, []);
  return (
    <ChoiceGroup id={`${id}-group`} label={label} required={askedFor(required, props.options)} hint={schema.description ?? "Draw your signature in the box with a mouse, pen or finger, or upload an image of it instead."} errors={rawErrors}>
      {unavailable && <p className="govuk-body">Drawing is not available in this browser: please upload an image of your signature instead.</p>}
      <canvas ref={canvas} id={id} width={PAD_WIDTH} height={PAD_HEIGHT} className="nfa-signature-pad" role="img" aria-label={value ? "Your drawn signature" : "Signature drawing area, empty"} />
      <div>
        <button
          type="button"
          className="govuk-button govuk-button--secondary"
          disabled={!ready || disabled || readonly}
          onClick={() => {
            pad.current?.clear();
            onChange(undefined);
          }}
        >
          Clear signature
        </button>
      </div>
    </ChoiceGroup>
  );
}
