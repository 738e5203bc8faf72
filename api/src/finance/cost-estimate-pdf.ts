/**
 * Renders a cost estimate as a PDF (pdfkit): project, units, job numbers, status, the lines
 * with their units, quantities, unit costs and values, the discount and the total. Amounts
 * arrive as the database's decimal text and are formatted with Intl, never through
 * floating-point arithmetic.
 */
import type { CostEstimate, CostEstimateLine } from '@portal/shared/contract';
import { formatMoney, renderPdf } from '../lib/pdf';

export type PrintableCostEstimate = CostEstimate & { project_title: string; lines: CostEstimateLine[] };

const COLUMNS = [
  { title: 'Details', x: 50, width: 190, align: 'left' },
  { title: 'Activity', x: 245, width: 90, align: 'left' },
  { title: 'Quantity', x: 340, width: 55, align: 'right' },
  { title: 'Unit', x: 400, width: 45, align: 'left' },
  { title: 'Unit cost', x: 445, width: 50, align: 'right' },
  { title: 'Value', x: 495, width: 55, align: 'right' },
] as const;

function cells(line: CostEstimateLine): string[] {
  if (line.item_type_id === 3) return [line.details, '', formatMoney(line.discount ?? '0'), line.unit, '', ''];
  return [
    line.details,
    line.activity_name ?? '',
    formatMoney(line.quantity ?? '0'),
    line.unit,
    formatMoney(line.unit_cost ?? '0'),
    formatMoney(line.value ?? '0'),
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
    pdf.text(`Created: ${estimate.created_at.slice(0, 10)}`);
    pdf.moveDown();

    let y = pdf.y;
    pdf.font('Helvetica-Bold');
    for (const column of COLUMNS) pdf.text(column.title, column.x, y, { width: column.width, align: column.align });
    pdf.font('Helvetica');
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
    pdf.font('Helvetica-Bold').text(`Total: ${formatMoney(estimate.value)}`, 50, y + 10, { width: 500, align: 'right' });
  });
}
