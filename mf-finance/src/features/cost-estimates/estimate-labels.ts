/** How a cost estimate row reads: its status's colour and its PO status label (document 2, section 4). */
import type { CostEstimate } from '@portal/shared';

/** 1 approved: normal; 2 rejected: danger; 3 pending (and anything else): warning. */
export function statusPalette(statusId: number): 'gray' | 'red' | 'orange' {
  if (statusId === 1) return 'gray';
  if (statusId === 2) return 'red';
  return 'orange';
}

export type PoStatusLabel = 'Waiting for PO' | 'Partially invoiced' | 'Not invoiced' | 'Invoiced';

export function poStatusLabel(estimate: Pick<CostEstimate, 'po_emis' | 'partially_invoiced' | 'not_invoiced'>): PoStatusLabel {
  if (estimate.po_emis === 0) return 'Waiting for PO';
  if (estimate.partially_invoiced) return 'Partially invoiced';
  if (estimate.not_invoiced) return 'Not invoiced';
  return 'Invoiced';
}

/** What the row menu says instead of offering "Move to parent project" on a project without a parent. */
export const NO_PARENT_MESSAGE = "Current project doesn't have a parent project";
