/**
 * External expenses on the project details page (issue 10): an expense with an uploaded
 * document, the document downloaded with the session's token, and the document removed after
 * "Are you sure?". Runs as elena.popescu@ (a seeded full PM no other test uses).
 */
import { expect, test, type Page } from '@playwright/test';
import { apiGet, apiLogin, confirmDeletion, chooseRowAction, formModal, openSignedIn, toasts } from '../support';

const ACCOUNT = 'elena.popescu@agency.test';
const RECEIPT = Buffer.from('%PDF-1.4\n% an e2e receipt\n%%EOF\n');

const expensesPanel = (page: Page) => page.getByRole('region', { name: 'External expenses' });
const expenseRow = (page: Page, code: string) =>
  expensesPanel(page)
    .getByRole('row')
    .filter({ has: page.getByRole('cell', { name: code, exact: true }) });

test('an expense is saved with a document, the document downloads and is removed', async ({ page }) => {
  const { token } = await apiLogin(ACCOUNT);
  const { data } = await apiGet<{ data: { projects: { id: number; parent_id: number | null }[] } }>(token, 'projects', {
    page: 1,
    resPerPage: 50,
  });
  const project = data.projects.filter((candidate) => candidate.parent_id === null)[1];
  const code = `EXP-E2E-${Date.now().toString(36)}`;

  await openSignedIn(page, ACCOUNT, `/project/${project.id}`);
  await expensesPanel(page).getByRole('button', { name: 'Add external expense' }).click();
  const form = formModal(page, 'New external expense');
  const category = form.getByRole('combobox', { name: 'Category' });
  await expect(category).toBeEnabled();
  await category.selectOption({ label: 'Printing' });
  await form.getByRole('textbox', { name: 'Date' }).fill('03.11.2026');
  await form.getByRole('textbox', { name: 'Date' }).press('Tab');
  await form.getByRole('spinbutton', { name: 'Value' }).fill('321.40');
  await form.getByRole('combobox', { name: 'Currency' }).selectOption({ label: 'USD' });
  await form.getByRole('combobox', { name: 'Author' }).selectOption({ label: 'Elena Popescu' });
  await form.getByRole('textbox', { name: 'Code' }).fill(code);
  await form.getByLabel('Document').setInputFiles({ name: 'receipt.pdf', mimeType: 'application/pdf', buffer: RECEIPT });
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(toasts(page).filter({ hasText: 'External Expense has been saved.' })).toBeVisible();
  await expect(form).toBeHidden();
  const row = expenseRow(page, code);
  await expect(row).toContainText('321.40 USD');
  await expect(row).toContainText('Printing');

  // The document comes back byte for byte, under its uploaded name.
  const download = page.waitForEvent('download');
  await row.getByRole('button', { name: 'receipt.pdf' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('receipt.pdf');
  const saved = await file.createReadStream();
  const chunks: Buffer[] = [];
  for await (const chunk of saved) chunks.push(chunk as Buffer);
  expect(Buffer.concat(chunks).equals(RECEIPT)).toBe(true);

  await chooseRowAction(page, code, 'Remove file');
  await confirmDeletion(page);
  await expect(toasts(page).filter({ hasText: 'File has been removed.' })).toBeVisible();
  await expect(row.getByRole('button', { name: 'receipt.pdf' })).toHaveCount(0);
  const stored = await apiGet<{ data: { code: string | null; document: string | null }[] }>(token, `external-expenses/${project.id}`);
  expect(stored.data.find((expense) => expense.code === code)).toMatchObject({ document: null });
});
