/**
 * Renders an issued invoice or storno invoice as a PDF (pdfkit) from what the document
 * stored when it was issued: seller and buyer, number, date, PO number, lines and total.
 * Amounts arrive as the database's decimal text and are formatted with Intl, never through
 * floating-point arithmetic.
 */
import type { InvoiceLine } from '../db/schema';
import { formatMoney, renderPdf } from '../lib/pdf';
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
  { title: 'Details', x: 50, width: 220, align: 'left' },
  { title: 'Quantity', x: 270, width: 70, align: 'right' },
  { title: 'Unit', x: 345, width: 50, align: 'left' },
  { title: 'Unit cost', x: 395, width: 70, align: 'right' },
  { title: 'Value', x: 470, width: 75, align: 'right' },
] as const;

export function renderInvoicePdf(document: PrintableDocument): Promise<Buffer> {
  const number = documentNumber(document.series, document.number);
  const title = document.kind === 'storno' ? 'Storno invoice' : 'Invoice';
  return renderPdf(`${title} ${number}`, (pdf) => {
    pdf.font('Helvetica-Bold').fontSize(20).text(`${title} ${number}`);
    pdf.font('Helvetica').fontSize(10).moveDown(0.5);
    pdf.text(`Date: ${document.issuedOn.split('-').reverse().join('.')}`);
    pdf.text(`Purchase order: ${document.poNumber}`);
    pdf.text(`Project: ${document.projectTitle}`);
    if (document.reverses) pdf.text(`Reverses invoice ${document.reverses}`);
    pdf.moveDown();
    const partiesTop = pdf.y;
    pdf.font('Helvetica-Bold').text('Seller', 50, partiesTop).font('Helvetica').text(document.sellerLegalEntity).text(document.sellerName);
    pdf
      .font('Helvetica-Bold')
      .text('Buyer', 300, partiesTop)
      .font('Helvetica')
      .text(document.buyerLegalEntity, 300)
      .text(document.buyerName, 300);
    pdf.moveDown(2);

    const row = (cells: readonly string[], bold = false) => {
      const top = pdf.y;
      pdf.font(bold ? 'Helvetica-Bold' : 'Helvetica');
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
      row([line.details, line.quantity, line.unit, formatMoney(line.unit_cost), formatMoney(line.value)]);
    }
    pdf.moveDown();
    pdf
      .font('Helvetica-Bold')
      .fontSize(12)
      .text(`Total: ${formatMoney(document.total)}`, 50, pdf.y, { width: 495, align: 'right' });
  });
}
