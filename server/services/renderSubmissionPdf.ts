import { formatDateTime } from "../../engine/dates/formatDate.ts";
import { formatMoney } from "../../engine/fees/formatMoney.ts";
import type { AnswerText } from "../../engine/summary/answerText.ts";
import { newPdfDocument } from "./newPdfDocument.ts";
import { pdfToBuffer } from "./pdfToBuffer.ts";
import type { SubmissionView } from "./submissionView.ts";

const AUTHORITY = "National Fisheries Authority";
const MARGIN = 50;
const FOOTER_SPACE = 30;
const LABEL_WIDTH = 165;
const GAP = 15;
const INK = "#0b0c0c";
const MUTED = "#505a5f";
const RULE = "#b1b4b6";
const BRAND = "#0b4f6c";
const IMAGE_BOX: [number, number] = [160, 60];

/** Writes down the page, adding a page whenever what comes next would not fit above the footer. */
class Writer {
  y: number;
  constructor(readonly doc: PDFKit.PDFDocument) {
    this.y = doc.page.margins.top;
  }
  get left(): number {
    return this.doc.page.margins.left;
  }
  get width(): number {
    return this.doc.page.width - this.doc.page.margins.left - this.doc.page.margins.right;
  }
  private get bottom(): number {
    return this.doc.page.height - this.doc.page.margins.bottom;
  }
  /** Makes room for `height` points, on a new page when this one is full. */
  room(height: number): void {
    if (this.y + height <= this.bottom || this.y === this.doc.page.margins.top) return;
    this.doc.addPage();
    this.y = this.doc.page.margins.top;
  }
  text(text: string, x: number, width: number, { size = 10, bold = false, color = INK } = {}): number {
    this.doc.font(bold ? "Helvetica-Bold" : "Helvetica").fontSize(size).fillColor(color);
    const height = this.doc.heightOfString(text, { width });
    this.room(height);
    this.doc.text(text, x, this.y, { width });
    return height;
  }
  /** The height `text` takes at `width` in the given style. */
  measure(text: string, width: number, { size = 10, bold = false } = {}): number {
    this.doc.font(bold ? "Helvetica-Bold" : "Helvetica").fontSize(size);
    return this.doc.heightOfString(text, { width });
  }
  /** A line of text that moves the cursor down. */
  line(text: string, options: { size?: number; bold?: boolean; color?: string; x?: number; width?: number; after?: number } = {}): void {
    const x = options.x ?? this.left;
    // Measured first: `text` may start a new page and move the cursor to its top.
    const height = this.text(text, x, options.width ?? this.width - (x - this.left), options);
    this.y += height + (options.after ?? 2);
  }
  rule(color = RULE): void {
    this.doc.moveTo(this.left, this.y).lineTo(this.left + this.width, this.y).lineWidth(0.5).strokeColor(color).stroke();
  }
  heading(text: string): void {
    this.room(60);
    this.y += 10;
    this.line(text, { size: 14, bold: true, after: 4 });
    this.doc.moveTo(this.left, this.y).lineTo(this.left + this.width, this.y).lineWidth(1.5).strokeColor(BRAND).stroke();
    this.y += 6;
  }
}

/** Draws a picture kept as a data URL (a signature, a photo); its words when pdfkit cannot read it. */
function drawImage(w: Writer, src: string, text: string, x: number, width: number): void {
  const comma = src.indexOf(",");
  try {
    const image = Buffer.from(src.slice(comma + 1), "base64");
    w.room(IMAGE_BOX[1] + 4);
    w.doc.image(image, x, w.y, { fit: [Math.min(IMAGE_BOX[0], width), IMAGE_BOX[1]] });
    w.y += IMAGE_BOX[1] + 4;
  } catch {
    // A picture pdfkit cannot decode is still named, so the submission says one was given.
    w.line(text, { x, width });
  }
}

/** Writes an answer in the value column: text, a picture, or its entries indented as they nest. */
function drawAnswer(w: Writer, value: AnswerText, x: number, width: number): void {
  if (value.kind === "text") return w.line(value.text, { x, width });
  if (value.kind === "image") return drawImage(w, value.src, value.text, x, width);
  for (const entry of value.entries) {
    if (entry.value.kind === "list") {
      if (entry.label) w.line(entry.label, { x, width, bold: true, size: 9.5 });
      drawAnswer(w, entry.value, x + 10, width - 10);
    } else if (entry.value.kind === "image") {
      if (entry.label) w.line(entry.label, { x, width, size: 9.5, color: MUTED });
      drawImage(w, entry.value.src, entry.value.text, x, width);
    } else {
      w.line(`${entry.label ? `${entry.label}: ` : ""}${entry.value.text}`, { x, width });
    }
  }
}

/** A labelled row: the label on the left, the answer on the right, a rule between rows. */
function drawRow(w: Writer, label: string, draw: (x: number, width: number) => void): void {
  const valueX = w.left + LABEL_WIDTH + GAP;
  const valueWidth = w.width - LABEL_WIDTH - GAP;
  w.doc.font("Helvetica-Bold").fontSize(10);
  w.room(Math.max(w.doc.heightOfString(label, { width: LABEL_WIDTH }), 14) + 8);
  w.y += 5;
  const top = w.y;
  const labelHeight = w.text(label, w.left, LABEL_WIDTH, { bold: true });
  const page = w.doc.bufferedPageRange().count;
  draw(valueX, valueWidth);
  // A value that ran onto a new page leaves the label behind on the last one; otherwise clear the taller of the two.
  if (w.doc.bufferedPageRange().count === page) w.y = Math.max(w.y, top + labelHeight + 2);
  w.y += 3;
  w.rule();
}

function drawTable(w: Writer, rows: Array<[string, string]>, total: [string, string] | null): void {
  const amountWidth = 120;
  const labelWidth = w.width - amountWidth - GAP;
  for (const [label, amount] of rows) {
    w.doc.font("Helvetica").fontSize(10);
    w.room(w.doc.heightOfString(label, { width: labelWidth }) + 10);
    w.y += 5;
    const height = w.text(label, w.left, labelWidth);
    w.doc.text(amount, w.left + labelWidth + GAP, w.y, { width: amountWidth, align: "right" });
    w.y += height + 3;
    w.rule();
  }
  if (total) {
    w.y += 5;
    const height = w.text(total[0], w.left, labelWidth, { bold: true });
    w.doc.text(total[1], w.left + labelWidth + GAP, w.y, { width: amountWidth, align: "right" });
    w.y += height + 4;
  }
}

function drawHeader(w: Writer, view: SubmissionView): void {
  w.line(AUTHORITY, { size: 10, bold: true, color: BRAND, after: 6 });
  w.line(view.title, { size: 20, bold: true, after: 2 });
  w.line("Your submitted application", { size: 12, color: MUTED, after: 10 });
  drawRow(w, "Transaction number", (x, width) => w.line(view.transNumber, { x, width, bold: true }));
  drawRow(w, "Submitted on", (x, width) => w.line(formatDateTime(view.submittedAt), { x, width }));
  drawRow(w, "Status", (x, width) => w.line(view.status, { x, width }));
}

function drawPayments(w: Writer, view: SubmissionView): void {
  if (!view.payments.length && view.fees.total === 0) return;
  w.heading("Payment");
  if (!view.payments.length) return w.line("No payment is recorded for this application.");
  for (const payment of view.payments) {
    drawRow(w, payment.method, (x, width) => {
      w.line(formatMoney(payment.amount, payment.currency), { x, width, bold: true });
      w.line(payment.status, { x, width });
      if (payment.reference) w.line(`Reference: ${payment.reference}`, { x, width, size: 9, color: MUTED });
    });
  }
}

/** Page numbers, the transaction number, the form's version and the definition version that judged it on every page, in the bottom margin. */
function drawFooters(doc: PDFKit.PDFDocument, view: SubmissionView): void {
  const { start, count } = doc.bufferedPageRange();
  for (let i = start; i < start + count; i += 1) {
    doc.switchToPage(i);
    const bottom = doc.page.margins.bottom;
    // Text below the bottom margin would start a page of its own; the footer lives there.
    doc.page.margins.bottom = 0;
    const y = doc.page.height - bottom + 10;
    const width = doc.page.width - 2 * MARGIN;
    doc.font("Helvetica").fontSize(8).fillColor(MUTED);
    doc.text(`${view.transNumber} · ${view.footer} · ${view.version}`, MARGIN, y, { width, lineBreak: false });
    doc.text(`Page ${i - start + 1} of ${count}`, MARGIN, y, { width, align: "right", lineBreak: false });
    doc.page.margins.bottom = bottom;
  }
}

/** One section's answers under its heading; a declaration's statement first, as the applicant read it. */
function drawSection(w: Writer, section: SubmissionView["sections"][number]): void {
  if (!section.rows.length) return;
  w.heading(section.title);
  if (section.statement) w.line(section.statement, { size: 10, color: MUTED, after: 6 });
  for (const row of section.rows) drawRow(w, row.label, (x, width) => drawAnswer(w, row.value, x, width));
}

/**
 * The submission as a PDF (pdfkit, its standard fonts): the authority and the type's title, the
 * transaction number, when it was submitted (Jamaica time) and the status; the answers by section as label and
 * value; the documents uploaded; the fees with their total; the payments; the declaration (its
 * statement, the answers, the signature drawn); what happens next; a footer on every page. The
 * same order as the check-your-answers page.
 */
export async function renderSubmissionPdf(view: SubmissionView): Promise<Buffer> {
  const doc = await newPdfDocument({ size: "A4", bufferPages: true, margins: { top: MARGIN, left: MARGIN, right: MARGIN, bottom: MARGIN + FOOTER_SPACE }, info: { Title: `${view.title} ${view.transNumber}`, Author: AUTHORITY, Subject: "Submitted application" } });
  const w = new Writer(doc);
  drawHeader(w, view);
  view.sections.filter((s) => !s.statement).forEach((section) => drawSection(w, section));
  w.heading("Documents");
  if (!view.documents.length) w.line("No documents were uploaded.");
  for (const document of view.documents) drawRow(w, document.name, (x, width) => w.line(document.files.length ? document.files.join(", ") : "Not uploaded", { x, width }));
  w.heading("Fees");
  if (!view.fees.lines.length) w.line("This application has no fees.", { after: 4 });
  drawTable(w, view.fees.lines.map((l) => [l.working ? `${l.label}\n${l.working}` : l.label, formatMoney(l.amount, view.fees.currency)]), ["Total", formatMoney(view.fees.total, view.fees.currency)]);
  drawPayments(w, view);
  view.sections.filter((s) => s.statement).forEach((section) => drawSection(w, section));
  if (view.whatHappensNext) {
    const paragraphs = [...view.whatHappensNext.steps.map((step, i) => `${i + 1}. ${step}`), view.whatHappensNext.when];
    // A few sentences read as one: kept on one page.
    w.room(paragraphs.reduce((sum, text) => sum + w.measure(text, w.width) + 4, 50));
    w.heading("What happens next");
    paragraphs.forEach((text) => w.line(text, { after: 4 }));
  }
  drawFooters(doc, view);
  return pdfToBuffer(doc);
}
