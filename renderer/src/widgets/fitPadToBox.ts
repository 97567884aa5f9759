import type SignaturePad from "signature_pad";

/**
 * signature_pad puts a stroke where the pointer is, in CSS pixels from the canvas's corner, so the
 * canvas must draw at the size it is shown. Squeezed by CSS on a screen narrower than the pad (a
 * phone), a 500-pixel canvas would draw every stroke left of the finger. This keeps the canvas as
 * wide as its box allows, at most `maxWidth`, and after a later resize (a phone turned) draws the
 * strokes again, or calls `restore` for a signature loaded from an image. Returns the cleanup.
 */
export function fitPadToBox(canvas: HTMLCanvasElement, pad: SignaturePad, maxWidth: number, restore: () => void = () => undefined): () => void {
  const fit = (initial: boolean) => {
    const box = canvas.parentElement;
    if (!box) return;
    const style = getComputedStyle(box);
    const inner = box.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
    const borders = canvas.offsetWidth - canvas.clientWidth;
    const width = Math.floor(Math.min(maxWidth, inner - borders));
    if (width <= 0 || width === canvas.width) return;
    const strokes = pad.toData();
    canvas.width = width;
    pad.clear();
    if (initial) return;
    if (strokes.length) pad.fromData(strokes);
    else restore();
  };
  fit(true);
  const onResize = () => fit(false);
  window.addEventListener("resize", onResize);
  return () => window.removeEventListener("resize", onResize);
}
