import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from '@jest/globals';
import type {
  ExternalExpense,
  ExternalExpensesResponse,
  ListAllCategoriesResponse,
  SaveResponse,
  ValidationErrorBody,
} from '@portal/shared/contract';
import { DOCUMENT_MAX_BYTES } from '@portal/shared/contract';
import { FILE_SIZE_MESSAGE, FILE_TYPE_MESSAGE } from '../../uploads/project-file-store';
import { bearer, multipartBody, TINY_PNG } from '../../test/test-app';
import { setUpTestKit } from '../../test/test-kit';
import { createEstimate, expenseFields, financeProjects, purchaseOrderPayload } from '../purchase-orders/finance-fixture';
import { EXPENSE_MESSAGES } from './external-expenses';

const kit = setUpTestKit();
let projectId: number;
let subprojectId: number;

beforeAll(async () => {
  ({ projectId, subprojectId } = await financeProjects(kit.t.database.db));
});

const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
const fields = (overrides: Record<string, string> = {}) =>
  expenseFields(projectId, { code: 'EXP-1', description: 'Printed brochures', ...overrides });
const pdfFile = (data = PDF, filename = 'receipt.pdf', contentType = 'application/pdf') => ({
  field: 'document',
  filename,
  contentType,
  data,
});

const send = (url: string, body: ReturnType<typeof multipartBody>, account: keyof typeof kit.tokens = 'pm') =>
  kit.t.inject({ method: 'POST', url: `/api/${url}`, headers: { ...body.headers, ...bearer(kit.tokens[account]) }, payload: body.payload });
const create = async (overrides: Record<string, string> = {}, file?: ReturnType<typeof pdfFile>) => {
  const response = await send('external-expenses', multipartBody(fields(overrides), file));
  expect(response.statusCode).toBe(201);
  return response.json<SaveResponse<ExternalExpense>>().data;
};
const download = (url: string, account: keyof typeof kit.tokens = 'pm') =>
  kit.t.inject({ method: 'GET', url: url.replace(kit.t.config.publicApiUrl, '/api'), headers: bearer(kit.tokens[account]) });
const storedFiles = () => {
  const dir = path.join(kit.t.config.uploadDir, 'expenses');
  return fs.existsSync(dir) ? fs.readdirSync(dir) : [];
};

describe('who may work with external expenses', () => {
  it('refuses everyone but a full project manager (403), and subprojects', async () => {
    const expense = await create();
    for (const account of ['dev', 'dev2', 'limited', 'it', 'clientPm'] as const) {
      const answers = await Promise.all([
        kit.call(account, 'GET', `external-expenses/${projectId}`),
        send('external-expenses', multipartBody(fields()), account),
        send(`external-expenses/${expense.id}`, multipartBody(fields()), account),
        kit.call(account, 'DELETE', `external-expenses/${expense.id}`),
        kit.call(account, 'DELETE', `external-expense-file/${expense.id}`),
        kit.call(account, 'GET', 'list-all-categories'),
      ]);
      for (const answer of answers) expect(answer.statusCode).toBe(403);
    }
    expect((await kit.call('pm', 'GET', `external-expenses/${subprojectId}`)).statusCode).toBe(403);
    expect((await send('external-expenses', multipartBody(fields({ project_id: String(subprojectId) })))).statusCode).toBe(403);
    expect((await kit.call('pm', 'GET', 'external-expenses/999999')).statusCode).toBe(404);
    expect((await kit.call('pm', 'DELETE', 'external-expenses/999999')).statusCode).toBe(404);
  });
});

describe('saving an external expense', () => {
  it('requires category, date, value, currency and author (422 per field)', async () => {
    const response = await send('external-expenses', multipartBody({ project_id: String(projectId) }));
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json<ValidationErrorBody>().errors).sort()).toEqual([
      'author_id',
      'category_id',
      'currency',
      'init_date',
      'value',
    ]);
    const pound = await send('external-expenses', multipartBody(fields({ currency: 'GBP' })));
    expect(pound.json<ValidationErrorBody>().errors).toEqual({ currency: ['The selected currency is invalid.'] });
    const unknown = await send('external-expenses', multipartBody(fields({ category_id: '9999', author_id: '9999' })));
    expect(unknown.json<ValidationErrorBody>().errors).toEqual({
      category_id: [EXPENSE_MESSAGES.category],
      author_id: [EXPENSE_MESSAGES.author],
    });
  });

  it('stores an expense without a document, lists it and edits it', async () => {
    const expense = await create({ code: '', description: '' });
    expect(expense).toMatchObject({
      project_id: projectId,
      code: null,
      description: null,
      init_date: '2026-11-02',
      value: '420.75',
      currency: 'EURO',
      category_id: 3,
      author_id: 7,
      author_name: 'Mark Stone',
      document: null,
      document_url: null,
    });
    expect(expense.category_title).not.toBe('');
    const list = (await kit.call('pm', 'GET', `external-expenses/${projectId}`)).json<ExternalExpensesResponse>().data;
    expect(list.map((row) => row.id)).toContain(expense.id);

    const edited = await send(`external-expenses/${expense.id}`, multipartBody(fields({ value: '10', currency: 'USD' })));
    expect(edited.statusCode).toBe(200);
    expect(edited.json<SaveResponse<ExternalExpense>>()).toMatchObject({
      message: EXPENSE_MESSAGES.saved,
      data: { value: '10.00', currency: 'USD' },
    });
  });

  it('checks the document by its content and its size', async () => {
    const html = await send(
      'external-expenses',
      multipartBody(fields(), pdfFile(Buffer.from('<html><script>alert(1)</script></html>'), 'receipt.pdf')),
    );
    expect(html.json<ValidationErrorBody>().errors).toEqual({ document: [FILE_TYPE_MESSAGE] });
    const big = Buffer.concat([PDF, Buffer.alloc(DOCUMENT_MAX_BYTES)]);
    const tooBig = await send('external-expenses', multipartBody(fields(), pdfFile(big)));
    expect(tooBig.statusCode).toBe(422);
    expect(tooBig.json<ValidationErrorBody>().errors).toEqual({ document: [FILE_SIZE_MESSAGE] });
  });
});

describe('the document of an expense', () => {
  it('is uploaded, downloaded by who may see the project, replaced and removed', async () => {
    const expense = await create({}, pdfFile());
    expect(expense.document_name).toBe('receipt.pdf');
    expect(expense.document_url).toBe(`${kit.t.config.publicApiUrl}/uploads/expenses/${expense.document}`);

    const file = await download(expense.document_url!);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['content-disposition']).toContain('receipt.pdf');
    expect(file.rawPayload.equals(PDF)).toBe(true);
    // Developers never see finances; a limited PM does not see this project.
    for (const account of ['dev', 'limited'] as const) expect((await download(expense.document_url!, account)).statusCode).toBe(404);
    expect((await kit.t.inject({ method: 'GET', url: `/api/uploads/expenses/${expense.document}` })).statusCode).toBe(401);

    // An edit without a document keeps it; with one, it replaces it and the old file goes.
    const kept = (await send(`external-expenses/${expense.id}`, multipartBody(fields()))).json<SaveResponse<ExternalExpense>>().data;
    expect(kept.document).toBe(expense.document);
    const replaced = (
      await send(`external-expenses/${expense.id}`, multipartBody(fields(), pdfFile(TINY_PNG, 'photo.png', 'image/png')))
    ).json<SaveResponse<ExternalExpense>>().data;
    expect(replaced.document).toMatch(/\.png$/);
    expect(storedFiles()).not.toContain(expense.document);
    expect(storedFiles()).toContain(replaced.document);

    const removed = await kit.call('pm', 'DELETE', `external-expense-file/${expense.id}`);
    expect(removed.json()).toEqual({ message: EXPENSE_MESSAGES.fileRemoved });
    expect(storedFiles()).not.toContain(replaced.document);
    expect((await download(replaced.document_url!)).statusCode).toBe(404);
    const again = await kit.call('pm', 'DELETE', `external-expense-file/${expense.id}`);
    expect(again.statusCode).toBe(422);
    expect(again.json<ValidationErrorBody>().message).toBe(EXPENSE_MESSAGES.noFile);
  });

  it('goes with its expense', async () => {
    const expense = await create({}, pdfFile());
    const removed = await kit.call('pm', 'DELETE', `external-expenses/${expense.id}`);
    expect(removed.json()).toEqual({ message: EXPENSE_MESSAGES.removed });
    expect(storedFiles()).not.toContain(expense.document);
    const list = (await kit.call('pm', 'GET', `external-expenses/${projectId}`)).json<ExternalExpensesResponse>().data;
    expect(list.map((row) => row.id)).not.toContain(expense.id);
    expect(fs.existsSync(path.join(kit.t.config.uploadDir, 'expenses', expense.document!))).toBe(false);
  });
});

describe('catalogue entries in use', () => {
  it('lists every expense category by title for the form', async () => {
    const { data } = (await kit.call('pm', 'GET', 'list-all-categories')).json<ListAllCategoriesResponse>();
    expect(data.length).toBeGreaterThanOrEqual(13);
    expect(data.map((c) => c.title.toLowerCase())).toEqual([...data.map((c) => c.title.toLowerCase())].sort());
  });

  it('refuses to delete an expense category, a client unit or an IDG unit that is in use (422)', async () => {
    await create({ category_id: '5' });
    const category = await kit.call('pm', 'DELETE', 'expenses-categories/5');
    expect(category.statusCode).toBe(422);
    expect(category.json<ValidationErrorBody>().message).toMatch(
      /^This expense category is used by \d+ external expenses? and cannot be deleted\.$/,
    );

    const { ceId } = await createEstimate(kit.t.database.db, projectId, 3);
    const po = await kit.call('pm', 'POST', 'purchase-orders', purchaseOrderPayload(projectId, ceId, { plaja_id: 3, client_unit_id: 4 }));
    expect(po.statusCode).toBe(201);
    const clientUnit = await kit.call('pm', 'DELETE', 'client-units/4');
    expect(clientUnit.statusCode).toBe(422);
    expect(clientUnit.json<ValidationErrorBody>().message).toMatch(
      /^This client unit is used by (.+ and )?\d+ purchase orders? and cannot be deleted\.$/,
    );
    const idgUnit = await kit.call('pm', 'DELETE', 'idg-units/3');
    expect(idgUnit.statusCode).toBe(422);
    expect(idgUnit.json<ValidationErrorBody>().message).toMatch(
      /^This IDG unit is used by \d+ cost estimates? and 1 plaja and cannot be deleted\.$/,
    );
    // An unused unit still goes.
    const unused = await kit.call('pm', 'POST', 'client-units', { name: 'Unused unit', legal_entity: 'Unused Ltd' });
    expect((await kit.call('pm', 'DELETE', `client-units/${unused.json<{ data: { id: number } }>().data.id}`)).statusCode).toBe(200);
  });
});
