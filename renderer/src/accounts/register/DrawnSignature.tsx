import { useEffect, useRef, useState } from "react";
import type SignaturePad from "signature_pad";
import { fitPadToBox } from "../../widgets/fitPadToBox.ts";
import { PAD_HEIGHT, PAD_WIDTH } from "../../widgets/SignaturePadWidget.tsx";

/**
 * A drawn signature on a canvas (signature_pad, loaded only when the consent dialog opens): a PNG
 * data URL after each stroke, empty once cleared. The widget in renderer/src/widgets takes RJSF
 * props, so the registration, which is not an RJSF form, has this small pad of its own.
 */
export function DrawnSignature({ id, onChange }: { id: string; onChange(dataUrl: string): void }) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const pad = useRef<SignaturePad | null>(null);
  const [state, setState] = useState<"loading" | "ready" | "unavailable">("loading");
  const [drawn, setDrawn] = useState(false);
  const change = useRef(onChange);
  change.current = onChange;
  useEffect(() => {
    let live = true;
    let unfit = () => undefined as void;
    void import("signature_pad").then(({ default: Pad }) => {
      if (!live || !canvas.current) return;
      // Without canvas drawing (an old browser, a test DOM) the upload is the way to sign.
      if (!canvas.current.getContext("2d")) return setState("unavailable");
      pad.current = new Pad(canvas.current, { backgroundColor: "rgb(255,255,255)" });
      pad.current.addEventListener("endStroke", () => {
        const empty = pad.current?.isEmpty() ?? true;
        setDrawn(!empty);
        change.current(empty ? "" : (pad.current?.toDataURL("image/png") ?? ""));
      });
      // Only strokes are kept across a resize here: the registration never loads a stored image.
      unfit = fitPadToBox(canvas.current, pad.current, PAD_WIDTH);
      setState("ready");
    });
    return () => {
      live = false;
      unfit();
      pad.current?.off();
    };
  }, []);
  return (
    <div className="govuk-form-group">
      <p className="govuk-label" id={`${id}-label`}>
        Draw your signature
      </p>
      <div className="govuk-hint" id={`${id}-hint`}>
        Use a mouse, pen or finger. If you cannot draw, upload an image of your signature below.
      </div>
      {state === "unavailable" && <p className="govuk-body">Drawing is not available in this browser: please upload an image of your signature instead.</p>}
      <canvas ref={canvas} id={id} width={PAD_WIDTH} height={PAD_HEIGHT} className="nfa-signature-pad" role="img" aria-describedby={`${id}-hint`} aria-label={drawn ? "Your drawn signature" : "Signature drawing area, empty"} />
      <div>
        <button
          type="button"
          className="govuk-button govuk-button--secondary"
          disabled={state !== "ready" || !drawn}
          onClick={() => {
            pad.current?.clear();
            setDrawn(false);
            onChange("");
          }}
        >
          Clear signature
        </button>
      </div>
    </div>
  );
}
