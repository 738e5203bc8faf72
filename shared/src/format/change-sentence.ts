/**
 * A recorded change in words: "Paula Martin changed the value of PO-4047 from 150.00 to 180.00",
 * "changed the deadline of Website relaunch from 28.03.2027 to 05.04.2027". The API answers the
 * fields by their API names and values as it stores them (decimal text, YYYY-MM-DD, names); this
 * module names the fields and writes the values as the portal does. Here in shared because a
 * project's history (mf-project-details) and the home's feed (mf-projects) say the same changes.
 */
import type { AuditValue, ProjectHistoryEntry } from '@portal/shared/contract';
import { formatCost, formatDate } from './format';

/** What a sentence needs of a recorded change: a history entry or a home feed event. */
export type RecordedChange = Pick<ProjectHistoryEntry, 'action' | 'record_type' | 'record_label' | 'changes' | 'details' | 'user_name'>;

type FieldKind = 'text' | 'money' | 'date' | 'list' | 'estimate';

const FIELDS: Record<string, { name: string; kind?: FieldKind }> = {
  po_number: { name: 'the PO number' },
  value: { name: 'the value', kind: 'money' },
  date: { name: 'the date', kind: 'date' },
  invoice_date: { name: 'the invoice date', kind: 'date' },
  cost_estimate_id: { name: 'the cost estimate', kind: 'estimate' },
  plaja_name: { name: 'the plaja' },
  client_unit_name: { name: 'the client unit' },
  client_pm_name: { name: 'the client PM' },
  po_invoice_um: { name: 'the invoice unit' },
  po_status_name: { name: 'the status' },
  invoice_number: { name: 'the invoice' },
  storno_number: { name: 'the storno' },
  ce_status_name: { name: 'the status' },
  idg_unit_name: { name: 'the IDG unit' },
  job_numbers: { name: 'the job numbers', kind: 'list' },
  lines: { name: 'the lines', kind: 'list' },
  code: { name: 'the code' },
  init_date: { name: 'the date', kind: 'date' },
  currency: { name: 'the currency' },
  category_title: { name: 'the category' },
  author_name: { name: 'the author' },
  description: { name: 'the description' },
  document_name: { name: 'the document' },
  approval_state: { name: 'the approval' },
  hours: { name: 'the hours', kind: 'money' },
  locked_until: { name: 'the lock date', kind: 'date' },
  title: { name: 'the title' },
  start_date: { name: 'the start date', kind: 'date' },
  deadline: { name: 'the deadline', kind: 'date' },
  fixed_price: { name: 'the fixed price', kind: 'money' },
  status_name: { name: 'the status' },
  owner_name: { name: 'the owner' },
  mjn: { name: 'the MJN' },
};

const fieldOf = (key: string) => FIELDS[key] ?? { name: `the ${key.replace(/_/g, ' ')}` };
const isEmpty = (value: AuditValue | undefined) =>
  value === null || value === undefined || value === '' || (Array.isArray(value) && value.length === 0);

function valueInWords(value: AuditValue | undefined, kind: FieldKind = 'text'): string {
  if (isEmpty(value)) return 'nothing';
  if (Array.isArray(value)) return value.join('; ');
  if (kind === 'money') return formatCost(String(value));
  if (kind === 'date') return formatDate(String(value)) || String(value);
  if (kind === 'estimate') return `#${String(value)}`;
  return String(value);
}

/** How a record is named when the sentence is about the record itself. */
function recordName(entry: RecordedChange): string {
  switch (entry.record_type) {
    case 'purchase-order':
      return `purchase order ${entry.record_label}`;
    case 'cost-estimate':
      return `cost estimate ${entry.record_label}`;
    case 'external-expense':
      return `expense ${entry.record_label}`;
    case 'invoice':
      return `invoice ${entry.record_label}`;
    case 'project':
      return `project ${entry.record_label}`;
    default:
      return entry.record_label;
  }
}

/** How a record is named after "of": a purchase order or a project by its name alone ("the value of PO-4047"). */
const ownerName = (entry: RecordedChange) =>
  entry.record_type === 'purchase-order' || entry.record_type === 'project' ? entry.record_label : recordName(entry);

function fieldChange(key: string, change: { from: AuditValue; to: AuditValue }, owner?: string): string {
  const { name, kind } = fieldOf(key);
  const of = owner ? ` of ${owner}` : '';
  if (isEmpty(change.from)) return `set ${name}${of} to ${valueInWords(change.to, kind)}`;
  if (isEmpty(change.to)) return `cleared ${name}${of} (was ${valueInWords(change.from, kind)})`;
  return `changed ${name}${of} from ${valueInWords(change.from, kind)} to ${valueInWords(change.to, kind)}`;
}

function changedInWords(entry: RecordedChange): string {
  const changes = Object.entries(entry.changes);
  if (changes.length === 0) return `changed ${recordName(entry)}`;
  if (changes.length === 1) return fieldChange(changes[0][0], changes[0][1], ownerName(entry));
  return `changed ${ownerName(entry)}: ${changes.map(([key, change]) => fieldChange(key, change).replace(/^changed /, '')).join('; ')}`;
}

/** "8.00 h of Diana Ionescu on 12.11.2026" */
function hoursInWords(details: RecordedChange['details']): string {
  const who = details.developer ? ` of ${String(details.developer)}` : '';
  const day = details.manual_date ? ` on ${formatDate(String(details.manual_date))}` : '';
  return `${formatCost(String(details.hours ?? 0))} h${who}${day}`;
}

function worth(entry: RecordedChange): string {
  const value = entry.changes.value?.to;
  if (isEmpty(value)) return '';
  const currency = entry.details.currency ? ` ${String(entry.details.currency)}` : '';
  return ` worth ${formatCost(String(value))}${currency}`;
}

/** What the user did, after their name. */
export function actionInWords(entry: RecordedChange): string {
  const { details } = entry;
  const isEntry = entry.record_type === 'timesheet-entry';
  switch (entry.action) {
    case 'created':
      return `created ${recordName(entry)}${worth(entry)}`;
    case 'changed':
      return changedInWords(entry);
    case 'deleted':
      return isEntry ? `deleted ${hoursInWords(details)}` : `deleted ${recordName(entry)}`;
    case 'moved': {
      const move = entry.changes.project;
      return move ? `moved ${recordName(entry)} from ${String(move.from)} to ${String(move.to)}` : `moved ${recordName(entry)}`;
    }
    case 'issued':
      return `issued invoice ${entry.record_label}${details.po_number ? ` for ${String(details.po_number)}` : ''}${
        details.value ? ` (${formatCost(String(details.value))})` : ''
      }`;
    case 'reversed':
      return `reversed invoice ${entry.record_label}${details.po_number ? ` of ${String(details.po_number)}` : ''}${
        details.storno_number ? ` with storno ${String(details.storno_number)}` : ''
      }`;
    case 'reset':
      return `reset the invoice data of ${ownerName(entry)}`;
    case 'approved':
      return `approved ${isEntry ? hoursInWords(details) : recordName(entry)}`;
    case 'rejected':
      return `rejected ${isEntry ? hoursInWords(details) : recordName(entry)}${details.feedback ? `: “${String(details.feedback)}”` : ''}`;
    case 'file-removed': {
      const name = entry.changes.document_name?.from;
      return `removed the document${isEmpty(name) ? '' : ` ${String(name)}`} of ${recordName(entry)}`;
    }
    case 'locked':
      return Object.entries(entry.changes)
        .map(([key, change]) => fieldChange(key, change))
        .join('; ');
    default:
      return `${String(entry.action)} ${recordName(entry)}`;
  }
}

/** Who did it: their name, or words for a user removed since. */
export const actorOf = (entry: RecordedChange) => entry.user_name ?? 'A former user';
