/**
 * The Authority's mark, drawn as vectors so no image file is needed and it stays sharp at any
 * size: a ring, a fish over three waves. `size` is the ring's diameter in points, `colour` the ink
 * (white on the card's dark band, navy on the licence).
 */
export function drawEmblem(doc: PDFKit.PDFDocument, x: number, y: number, size: number, colour: string): void {
  const r = size / 2;
  const cx = x + r;
  const cy = y + r;
  const u = size / 100;
  doc.save();
  doc.lineWidth(Math.max(0.6, 3 * u)).strokeColor(colour).circle(cx, cy, r - 1.5 * u).stroke();
  doc.lineWidth(Math.max(0.3, 1.2 * u)).circle(cx, cy, r - 7 * u).stroke();
  // The fish: a body of two curves, a tail, an eye left open.
  doc
    .moveTo(cx - 30 * u, cy - 6 * u)
    .bezierCurveTo(cx - 14 * u, cy - 26 * u, cx + 16 * u, cy - 24 * u, cx + 26 * u, cy - 6 * u)
    .bezierCurveTo(cx + 16 * u, cy + 10 * u, cx - 14 * u, cy + 12 * u, cx - 30 * u, cy - 6 * u)
    .fill(colour);
  doc.moveTo(cx + 22 * u, cy - 6 * u).lineTo(cx + 38 * u, cy - 20 * u).lineTo(cx + 34 * u, cy - 6 * u).lineTo(cx + 38 * u, cy + 8 * u).closePath().fill(colour);
  doc.circle(cx - 18 * u, cy - 9 * u, 3 * u).fill(colour === "#ffffff" ? "#0b3d5c" : "#ffffff");
  // Three waves under the fish.
  doc.lineWidth(Math.max(0.5, 3 * u)).strokeColor(colour);
  for (const [i, dy] of [12, 21, 30].entries()) {
    const half = (34 - i * 6) * u;
    doc
      .moveTo(cx - half, cy + dy * u)
      .bezierCurveTo(cx - half / 2, cy + (dy - 6) * u, cx - half / 4, cy + (dy + 6) * u, cx, cy + dy * u)
      .bezierCurveTo(cx + half / 4, cy + (dy - 6) * u, cx + half / 2, cy + (dy + 6) * u, cx + half, cy + dy * u)
      .stroke();
  }
  doc.restore();
}
