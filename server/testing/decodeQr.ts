import jsQR from "jsqr";
import { PNG } from "pngjs";

/** The text of the QR code in a PNG (jsqr), or null when there is none it can read. */
export function decodeQr(png: Buffer): string | null {
  const image = PNG.sync.read(png);
  return jsQR(new Uint8ClampedArray(image.data.buffer, image.data.byteOffset, image.data.length), image.width, image.height)?.data ?? null;
}
