/**
 * What the API's PDFs (cost estimates, invoices) share, on pdfkit: the document collected
 * into one buffer, written in DejaVu Sans (embedded and subset, so every character the data
 * holds prints: ă, ș, ț, €; the standard Helvetica knows only WinAnsi), money as the database's
 * decimal text formatted with Intl, never through floating-point arithmetic, with its currency,
 * and dates as DD.MM.YYYY (document 2, section 9).
 */
import { createRequire } from 'node:module';
import fs from 'node:fs';
import path from 'node:path';
import PDFDocument from 'pdfkit';
import { resolveApiRoot } from '../config';

const money = new Intl.NumberFormat('en-GB', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** The currency of estimates and invoices: the agency's, euro (document 3, section 9). */
export const DOCUMENT_CURRENCY = 'EUR';

/** Intl formats decimal strings exactly; the cast only satisfies the older type definitions. */
export const formatMoney = (value: string) => money.format(value as unknown as number);

/** "1,234.50 EUR". */
export const formatAmount = (value: string) => `${formatMoney(value)} ${DOCUMENT_CURRENCY}`;

/** "27.11.2026" for "2026-11-27" (or the date part of an ISO timestamp). */
export const formatDate = (value: string) => value.slice(0, 10).split('-').reverse().join('.');

/** The fonts every document writes with, by the names `pdf.font()` takes. */
export const FONT = { regular: 'DejaVuSans', bold: 'DejaVuSans-Bold' } as const;

let fonts: Record<keyof typeof FONT, Buffer> | undefined;
/**
 * The TTF files of the dejavu-fonts-ttf package (its licence travels with it), read once.
 * Resolved from the api package, since modules loaded by jest cannot use import.meta.
 */
function fontFiles(): Record<keyof typeof FONT, Buffer> {
  if (!fonts) {
    const resolve = createRequire(path.join(resolveApiRoot(), 'package.json')).resolve;
    const read = (file: string) => fs.readFileSync(resolve(`dejavu-fonts-ttf/ttf/${file}`));
    fonts = { regular: read('DejaVuSans.ttf'), bold: read('DejaVuSans-Bold.ttf') };
  }
  return fonts;
}

/** An A4 document titled `title` in FONT.regular: `draw` writes it, the answer is the finished file. */
export function renderPdf(title: string, draw: (pdf: PDFKit.PDFDocument) => void): Promise<Buffer> {
  const files = fontFiles();
  const pdf = new PDFDocument({ size: 'A4', margin: 50, info: { Title: title } });
  const chunks: Buffer[] = [];
  pdf.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    pdf.on('end', () => resolve(Buffer.concat(chunks)));
    pdf.on('error', reject);
  });
  pdf.registerFont(FONT.regular, files.regular);
  pdf.registerFont(FONT.bold, files.bold);
  pdf.font(FONT.regular);
  draw(pdf);
  pdf.end();
  return done;
}
