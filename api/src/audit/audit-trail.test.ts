/**
 * The audit trail (issue 29): each covered change writes its row in the change's transaction,
 * with who, what record, the action and the changed fields before -> after.
 */
import { beforeAll, describe, expect, it } from '@jest/globals';
import { sql } from 'drizzle-orm';
import type {
  ExternalExpense,
  InvoiceActionResponse,
  PurchaseOrder,
  SaveCostEstimateResponse,
  SaveResponse,
  TimesheetEntryResponse,
} from '@portal/shared/contract';
import { queryRows } from '../test/query-rows';
import { DEMO_USERS } from '../db/seed-data';
import { bearer, multipartBody } from '../test/test-app';
import { setUpTestKit } from '../test/test-kit';
import { createEstimate, expenseFields, financeProjects, purchaseOrderPayload } from '../routes/purchase-orders/finance-fixture';
import { loggableProject, payload } from '../routes/timesheet/timesheet-fixture';

const kit = setUpTestKit();
const db = () => kit.t.database.db;
const PM = DEMO_USERS.pm.id;

type AuditRow = {
  project_id: number | null;
  user_id: number | null;
  record_type: string;
  record_id: number;
  record_label: string;
  action: string;
  changes: Record<string, { from: unknown; to: unknown }>;
  details: Record<string, unknown>;
};

/** The trail of one record, oldest first. */
async function trailOf(recordType: string, recordId: number): Promise<AuditRow[]> {
  const rows = await queryRows<AuditRow>(
    db(),
    sql`select project_id, user_id, record_type, record_id, record_label, action, changes, details
        from audit_log where record_type = ${recordType} and record_id = ${recordId} order by id`,
  );
  return rows.map((row) => ({
    ...row,
    project_id: row.project_id === null ? null : Number(row.project_id),
    user_id: row.user_id === null ? null : Number(row.user_id),
    record_id: Number(row.record_id),
  }));
}

let projectId: number;
let ceId: number;

beforeAll(async () => {
  ({ projectId } = await financeProjects(db()));
  ({ ceId } = await createEstimate(db(), projectId));
});

const createPo = async (overrides: Record<string, unknown> = {}) => {
  const response = await kit.call('pm', 'POST', 'purchase-orders', purchaseOrderPayload(projectId, ceId, overrides));
  expect(response.statusCode).toBe(201);
  return response.json<SaveResponse<PurchaseOrder>>().data;
};

describe('purchase orders and their documents', () => {
  it('records an order created, changed (only the changed fields) and removed, by whom and in which project', async () => {
    const po = await createPo({ po_number: 'PO-4047', value: '150.00' });
    const put = await kit.call(
      'pm',
      'PUT',
      `purchase-orders/${po.id}`,
      purchaseOrderPayload(projectId, ceId, { po_number: 'PO-4047', value: '180' }),
    );
    expect(put.statusCode).toBe(200);
    // A save that changes nothing leaves no row.
    await kit.call('pm', 'PUT', `purchase-orders/${po.id}`, purchaseOrderPayload(projectId, ceId, { po_number: 'PO-4047', value: '180' }));
    expect((await kit.call('pm', 'DELETE', `purchase-orders/${po.id}`)).statusCode).toBe(200);

    const [created, changed, deleted, ...rest] = await trailOf('purchase-order', po.id);
    expect(rest).toEqual([]);
    expect(created).toMatchObject({ project_id: projectId, user_id: PM, action: 'created', record_label: 'PO-4047' });
    expect(created.changes.value).toEqual({ from: null, to: '150.00' });
    expect(changed).toMatchObject({ action: 'changed', record_label: 'PO-4047', changes: { value: { from: '150.00', to: '180.00' } } });
    expect(Object.keys(changed.changes)).toEqual(['value']);
    expect(deleted).toMatchObject({ action: 'deleted', changes: { po_number: { from: 'PO-4047', to: null } } });
  });

  it('records an invoice issued, its storno (reversed) and the reset of the invoice data', async () => {
    const po = await createPo({ po_number: 'PO-5001' });
    const issued = (await kit.call('pm', 'POST', `generate-invoice/${po.id}`)).json<InvoiceActionResponse>();
    if (issued.status !== 'success') throw new Error('not issued');
    const invoiceNumber = issued.data.purchase_order.invoice_number;
    const reversed = (await kit.call('pm', 'GET', `storno-invoice/${po.id}`)).json<InvoiceActionResponse>();
    if (reversed.status !== 'success') throw new Error('not reversed');
    expect((await kit.call('pm', 'GET', `reset-invoice-data/${po.id}`)).json<InvoiceActionResponse>().status).toBe('success');

    const invoiceId = issued.data.purchase_order.invoice_id as number;
    const [issue, storno] = await trailOf('invoice', invoiceId);
    expect(issue).toMatchObject({ project_id: projectId, user_id: PM, action: 'issued', record_label: invoiceNumber });
    expect(issue.details).toMatchObject({ po_number: 'PO-5001', value: '1250.50' });
    expect(storno).toMatchObject({ action: 'reversed', record_label: invoiceNumber });
    expect(storno.details.storno_number).toBe(reversed.data.purchase_order.storno_number);
    const reset = (await trailOf('purchase-order', po.id)).find((row) => row.action === 'reset');
    expect(reset?.changes).toMatchObject({
      invoice_number: { from: invoiceNumber, to: null },
      storno_number: { from: reversed.data.purchase_order.storno_number, to: null },
    });
  });

  it('writes the row in the transaction of the change: when it fails, neither the change nor its row stays', async () => {
    const po = await createPo({ po_number: 'PO-ROLLBACK', value: '100.00' });
    // A check the database runs at commit, after the route has written both the order and its row:
    // were the row written apart from the change, the new value would stay.
    await db().execute(sql`create function refuse_audit() returns trigger language plpgsql as $$
      begin if new.record_label = 'PO-ROLLBACK' and new.action = 'changed' then raise exception 'refused at commit'; end if; return new; end $$`);
    await db().execute(sql`create constraint trigger refuse_audit after insert on audit_log
      deferrable initially deferred for each row execute function refuse_audit()`);
    try {
      const failed = await kit.call(
        'pm',
        'PUT',
        `purchase-orders/${po.id}`,
        purchaseOrderPayload(projectId, ceId, { po_number: 'PO-ROLLBACK', value: '777' }),
      );
      expect(failed.statusCode).toBe(500);
    } finally {
      await db().execute(sql`drop trigger refuse_audit on audit_log`);
      await db().execute(sql`drop function refuse_audit()`);
    }
    const [stored] = await queryRows<{ value: string }>(db(), sql`select value::text from purchase_orders where id = ${po.id}`);
    expect(stored.value).toBe('100.00');
    expect((await trailOf('purchase-order', po.id)).map((row) => row.action)).toEqual(['created']);
  });
});

describe('cost estimates and their lines', () => {
  it('records an estimate created, its lines replaced, moved to the parent project and removed', async () => {
    const [child] = await queryRows<{ id: number; parent_id: number }>(
      db(),
      sql`select p.id, p.parent_id from projects p where p.parent_id is not null
            and exists (select 1 from project_job_numbers pj where pj.project_id = p.id) order by p.id limit 1`,
    );
    const [jobNumber] = await queryRows<{ id: number }>(
      db(),
      sql`select job_number_id as id from project_job_numbers where project_id = ${child.id} limit 1`,
    );
    const [activity] = await queryRows<{ id: number; rate: string }>(
      db(),
      sql`select id, rate from activity_types where rate ~ '^[0-9]+$' order by id limit 1`,
    );
    const line = (details: string, quantity: string) => ({
      details,
      item_type_id: 2,
      activity_type_id: Number(activity.id),
      quantity,
      unit_cost: '100',
    });
    const saved = await kit.call('pm', 'POST', 'cost-estimates', {
      project_id: Number(child.id),
      status_id: 3,
      job_numbers: [Number(jobNumber.id)],
      client_unit_id: 1,
      infodesign_unit_id: 1,
      lines: [line('Banners', '2')],
    });
    expect(saved.statusCode).toBe(201);
    const id = saved.json<SaveCostEstimateResponse>().data.id;
    expect((await kit.call('pm', 'POST', `cost-estimate-lines/${id}`, { lines: [line('Banners', '3')] })).statusCode).toBe(200);
    expect((await kit.call('pm', 'POST', `cost-estimates/move-to-parent-project/${id}`)).statusCode).toBe(200);
    expect((await kit.call('pm', 'DELETE', `cost-estimates/${id}`)).statusCode).toBe(200);

    const trail = await trailOf('cost-estimate', id);
    expect(trail.map((row) => [row.action, row.project_id])).toEqual([
      ['created', Number(child.id)],
      ['changed', Number(child.id)],
      ['moved', Number(child.id)],
      ['moved', Number(child.parent_id)],
      ['deleted', Number(child.parent_id)],
    ]);
    expect(trail[0]).toMatchObject({ user_id: PM, record_label: `#${id}` });
    expect(trail[1].changes).toEqual({
      value: { from: '200.00', to: '300.00' },
      lines: { from: ['Banners: 2.00 piece × 100.00'], to: ['Banners: 3.00 piece × 100.00'] },
    });
  });
});

describe('external expenses and their documents', () => {
  const send = (url: string, fields: Record<string, string>, file?: Parameters<typeof multipartBody>[1]) => {
    const body = multipartBody(fields, file);
    return kit.t.inject({
      method: 'POST',
      url: `/api/${url}`,
      headers: { ...body.headers, ...bearer(kit.tokens.pm) },
      payload: body.payload,
    });
  };
  const fields = (overrides: Record<string, string> = {}) => expenseFields(projectId, { code: 'EXP-9', ...overrides });
  const PDF = { field: 'document', filename: 'receipt.pdf', contentType: 'application/pdf', data: Buffer.from('%PDF-1.4\n%%EOF\n') };

  it('records an expense created, changed, its document removed, and the expense removed', async () => {
    const created = await send('external-expenses', fields(), PDF);
    expect(created.statusCode).toBe(201);
    const expense = created.json<SaveResponse<ExternalExpense>>().data;
    expect((await send(`external-expenses/${expense.id}`, fields({ value: '500' }))).statusCode).toBe(200);
    expect((await kit.call('pm', 'DELETE', `external-expense-file/${expense.id}`)).statusCode).toBe(200);
    expect((await kit.call('pm', 'DELETE', `external-expenses/${expense.id}`)).statusCode).toBe(200);

    const trail = await trailOf('external-expense', expense.id);
    expect(trail.map((row) => row.action)).toEqual(['created', 'changed', 'file-removed', 'deleted']);
    expect(trail[0]).toMatchObject({ project_id: projectId, user_id: PM, record_label: 'EXP-9', details: { currency: 'EURO' } });
    expect(trail[1].changes).toEqual({ value: { from: '420.75', to: '500.00' } });
    expect(trail[2].changes).toEqual({ document_name: { from: 'receipt.pdf', to: null } });
    expect(trail[3].changes.value).toEqual({ from: '500.00', to: null });
  });
});

describe('timesheet entries', () => {
  async function pendingEntry(hours: string, day: string): Promise<{ id: number; projectId: number }> {
    const { projectId: entryProject, activityId } = await loggableProject(kit, 'dev2');
    const [row] = await queryRows<{ id: number }>(
      db(),
      sql`insert into timesheet_entries (project_id, user_id, activity_type_id, manual_date, hours)
          values (${entryProject}, ${DEMO_USERS.dev2.id}, ${activityId}, ${day}, ${hours}) returning id`,
    );
    return { id: Number(row.id), projectId: entryProject };
  }

  it('records approvals and rejections, one row per entry of a mass decision, with hours, day and developer', async () => {
    const approved = await pendingEntry('8', '2026-11-12');
    const massA = await pendingEntry('1.5', '2026-11-13');
    const massB = await pendingEntry('2', '2026-11-14');
    expect((await kit.call('pm', 'POST', 'ts-for-approval', { teId: approved.id, decision: 1 })).statusCode).toBe(200);
    const mass = await kit.call('pm', 'POST', 'mass-ts-for-approval', {
      teIds: [massA.id, massB.id],
      decision: 2,
      feedbackApprove: 'Wrong project',
    });
    expect(mass.statusCode).toBe(200);

    const [approval] = await trailOf('timesheet-entry', approved.id);
    expect(approval).toMatchObject({
      project_id: approved.projectId,
      user_id: PM,
      action: 'approved',
      changes: { approval_state: { from: 'pending', to: 'approved' } },
      details: { hours: '8.00', manual_date: '2026-11-12', developer: DEMO_USERS.dev2.name },
    });
    for (const entry of [massA, massB]) {
      const [rejection] = await trailOf('timesheet-entry', entry.id);
      expect(rejection).toMatchObject({ action: 'rejected', details: { feedback: 'Wrong project' } });
    }
    // A refused decision (already decided) leaves no second row.
    expect((await kit.call('pm', 'POST', 'ts-for-approval', { teId: approved.id, decision: 1 })).statusCode).toBe(422);
    expect(await trailOf('timesheet-entry', approved.id)).toHaveLength(1);
  });

  it('records the removal of an entry by its developer', async () => {
    const { projectId: entryProject, activityId } = await loggableProject(kit, 'dev');
    const saved = await kit.call('dev', 'POST', 'ts', payload(entryProject, activityId, { hours: 2.5 }));
    expect(saved.statusCode).toBe(201);
    const entry = saved.json<TimesheetEntryResponse>().data;
    expect((await kit.call('dev', 'DELETE', `ts/${entry.id}`)).statusCode).toBe(200);
    expect(await trailOf('timesheet-entry', entry.id)).toEqual([
      expect.objectContaining({
        project_id: entryProject,
        user_id: DEMO_USERS.dev.id,
        action: 'deleted',
        changes: { hours: { from: '2.50', to: null } },
        details: expect.objectContaining({ hours: '2.50', manual_date: entry.manual_date, developer: DEMO_USERS.dev.name }),
      }),
    ]);
  });
});
