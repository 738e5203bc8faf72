/**
 * Renders an issued invoice or storno invoice as a PDF (pdfkit) from what the document
 * stored when it was issued: seller and buyer, number, date, PO number, lines and total.
 * Amounts arrive as the database's decimal text and are formatted with Intl, never through
 * floating-point arithmetic, each with its currency; the date is DD.MM.YYYY (src/lib/pdf.ts).
 */
import type { InvoiceLine } from '../db/schema';
import { FONT, formatAmount, formatDate, renderPdf } from '../lib/pdf';
import { documentNumber } from './numbering';
import type { DocumentKind } from './document-address';

export type PrintableDocument = {
  kind: DocumentKind;
  series: string;
  number: number;
  issuedOn: string;
  total: string;
  poNumber: string;
  projectTitle: string;
  sellerName: string;
  sellerLegalEntity: string;
  buyerName: string;
  buyerLegalEntity: string;
  lines: InvoiceLine[];
  /** The number of the invoice a storno reverses. */
  reverses: string | null;
};

const COLUMNS = [
  { title: 'Details', x: 50, width: 190, align: 'left' },
  { title: 'Quantity', x: 245, width: 55, align: 'right' },
  { title: 'Unit', x: 305, width: 45, align: 'left' },
  { title: 'Unit cost', x: 355, width: 90, align: 'right' },
  { title: 'Value', x: 450, width: 95, align: 'right' },
] as const;

export function renderInvoicePdf(document: PrintableDocument): Promise<Buffer> {
  const number = documentNumber(document.series, document.number);
  const title = document.kind === 'storno' ? 'Storno invoice' : 'Invoice';
  return renderPdf(`${title} ${number}`, (pdf) => {
    pdf.font(FONT.bold).fontSize(20).text(`${title} ${number}`);
    pdf.font(FONT.regular).fontSize(10).moveDown(0.5);
    pdf.text(`Date: ${formatDate(document.issuedOn)}`);
    pdf.text(`Purchase order: ${document.poNumber}`);
    pdf.text(`Project: ${document.projectTitle}`);
    if (document.reverses) pdf.text(`Reverses invoice ${document.reverses}`);
    pdf.moveDown();
    const partiesTop = pdf.y;
    pdf.font(FONT.bold).text('Seller', 50, partiesTop).font(FONT.regular).text(document.sellerLegalEntity).text(document.sellerName);
    pdf
      .font(FONT.bold)
      .text('Buyer', 300, partiesTop)
      .font(FONT.regular)
      .text(document.buyerLegalEntity, 300)
      .text(document.buyerName, 300);
    pdf.moveDown(2);

    const row = (cells: readonly string[], bold = false) => {
      const top = pdf.y;
      pdf.font(bold ? FONT.bold : FONT.regular);
      let bottom = top;
      COLUMNS.forEach((column, i) => {
        pdf.text(cells[i], column.x, top, { width: column.width, align: column.align });
        bottom = Math.max(bottom, pdf.y);
      });
      pdf.x = 50;
      pdf.y = bottom + 4;
    };
    row(
      COLUMNS.map((c) => c.title),
      true,
    );
    for (const line of document.lines) {
      row([line.details, line.quantity, line.unit, formatAmount(line.unit_cost), formatAmount(line.value)]);
    }
    pdf.moveDown();
    pdf
      .font(FONT.bold)
      .fontSize(12)
      .text(`Total: ${formatAmount(document.total)}`, 50, pdf.y, { width: 495, align: 'right' });
  });
}
