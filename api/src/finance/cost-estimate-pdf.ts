/**
 * Renders a cost estimate as a PDF (pdfkit): project, units, job numbers, status, the lines
 * with their units, quantities, unit costs and values, the discount and the total. Amounts
 * arrive as the database's decimal text and are formatted with Intl, never through
 * floating-point arithmetic, each with its currency; the date is DD.MM.YYYY (src/lib/pdf.ts).
 */
import type { CostEstimate, CostEstimateLine } from '@portal/shared/contract';
import { FONT, formatAmount, formatDate, formatMoney, renderPdf } from '../lib/pdf';

export type PrintableCostEstimate = CostEstimate & { project_title: string; lines: CostEstimateLine[] };

const COLUMNS = [
  { title: 'Details', x: 50, width: 140, align: 'left' },
  { title: 'Activity', x: 195, width: 80, align: 'left' },
  { title: 'Quantity', x: 280, width: 50, align: 'right' },
  { title: 'Unit', x: 335, width: 40, align: 'left' },
  { title: 'Unit cost', x: 380, width: 80, align: 'right' },
  { title: 'Value', x: 465, width: 80, align: 'right' },
] as const;

function cells(line: CostEstimateLine): string[] {
  if (line.item_type_id === 3) return [line.details, '', formatMoney(line.discount ?? '0'), line.unit, '', ''];
  return [
    line.details,
    line.activity_name ?? '',
    formatMoney(line.quantity ?? '0'),
    line.unit,
    formatAmount(line.unit_cost ?? '0'),
    formatAmount(line.value ?? '0'),
  ];
}

export function renderCostEstimatePdf(estimate: PrintableCostEstimate): Promise<Buffer> {
  return renderPdf(`Cost estimate ${estimate.id}`, (pdf) => {
    pdf.fontSize(18).text(`Cost estimate ${estimate.id}`);
    pdf.moveDown(0.5).fontSize(10);
    pdf.text(`Project: ${estimate.project_title}`);
    pdf.text(`Job numbers: ${estimate.job_numbers.map((jn) => jn.name).join(', ')}`);
    pdf.text(`Client unit: ${estimate.client_unit_name}`);
    pdf.text(`IDG unit: ${estimate.idg_unit_name}`);
    pdf.text(`IDG PM: ${estimate.idg_pm_name ?? ''}`);
    pdf.text(`Status: ${estimate.ce_status_name}`);
    pdf.text(`Created: ${formatDate(estimate.created_at)}`);
    pdf.moveDown();

    let y = pdf.y;
    pdf.font(FONT.bold);
    for (const column of COLUMNS) pdf.text(column.title, column.x, y, { width: column.width, align: column.align });
    pdf.font(FONT.regular);
    y = pdf.y + 4;
    for (const line of estimate.lines) {
      const texts = cells(line);
      const height = Math.max(...COLUMNS.map((column, i) => pdf.heightOfString(texts[i], { width: column.width })));
      if (y + height > pdf.page.height - 80) {
        pdf.addPage();
        y = pdf.y;
      }
      COLUMNS.forEach((column, i) => pdf.text(texts[i], column.x, y, { width: column.width, align: column.align }));
      y += height + 4;
    }
    pdf.font(FONT.bold).text(`Total: ${formatAmount(estimate.value)}`, 50, y + 10, { width: 495, align: 'right' });
  });
}
