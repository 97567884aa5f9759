import { PNG } from "pngjs";

/**
 * A passport-style picture drawn for tests (no photo of a real person in the repository): a pale
 * blue background, a head and shoulders. 240 × 300 pixels, the proportions of an ID photo.
 */
export function portraitPng(): Buffer {
  const width = 240;
  const height = 300;
  const png = new PNG({ width, height });
  const inEllipse = (x: number, y: number, cx: number, cy: number, rx: number, ry: number) => ((x - cx) / rx) ** 2 + ((y - cy) / ry) ** 2 <= 1;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      let colour: [number, number, number] = [214, 230, 242];
      if (inEllipse(x, y, 120, 330, 120, 110)) colour = [40, 62, 92];
      else if (x > 100 && x < 140 && y > 170 && y < 230) colour = [176, 124, 92];
      else if (inEllipse(x, y, 120, 95, 58, 68) && y < 70) colour = [45, 35, 30];
      else if (inEllipse(x, y, 120, 120, 52, 66)) colour = [190, 138, 104];
      if (inEllipse(x, y, 100, 115, 6, 4) || inEllipse(x, y, 140, 115, 6, 4)) colour = [30, 30, 30];
      if (y > 152 && y < 157 && x > 106 && x < 134) colour = [120, 60, 60];
      const i = (y * width + x) * 4;
      [png.data[i], png.data[i + 1], png.data[i + 2]] = colour;
      png.data[i + 3] = 255;
    }
  }
  return PNG.sync.write(png);
}
