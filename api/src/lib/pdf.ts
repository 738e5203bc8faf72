/**
 * What the API's PDFs (cost estimates, invoices) share, on pdfkit: the document collected
 * into one buffer, and money as the database's decimal text formatted with Intl, never
 * through floating-point arithmetic.
 */
import PDFDocument from 'pdfkit';

const money = new Intl.NumberFormat('en-GB', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** Intl formats decimal strings exactly; the cast only satisfies the older type definitions. */
export const formatMoney = (value: string) => money.format(value as unknown as number);

/** An A4 document titled `title`: `draw` writes it, the answer is the finished file. */
export function renderPdf(title: string, draw: (pdf: PDFKit.PDFDocument) => void): Promise<Buffer> {
  const pdf = new PDFDocument({ size: 'A4', margin: 50, info: { Title: title } });
  const chunks: Buffer[] = [];
  pdf.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    pdf.on('end', () => resolve(Buffer.concat(chunks)));
    pdf.on('error', reject);
  });
  draw(pdf);
  pdf.end();
  return done;
}
