/**
 * Purchase orders on the project details page (issue 10): a new order, its invoice, the
 * invoice's PDF in a new tab at its hashed address, the storno, and the reset of the invoice
 * data. Runs as mark.stone@ (a seeded full PM no other test uses) on an estimate of its own.
 */
import { expect, test, type Page } from '@playwright/test';
import { apiGet, apiLogin, apiPost, chooseRowAction, confirmDeletion, formModal, signIn, toasts } from '../support';

const ACCOUNT = 'mark.stone@agency.test';

type Project = { id: number; title: string };

/** A top-level project with a fresh approved estimate (made through the API: the estimates panel has its own spec). */
async function projectWithEstimate(token: string): Promise<{ project: Project; ceId: number }> {
  const { data } = await apiGet<{ data: { projects: (Project & { parent_id: number | null })[] } }>(token, 'projects', {
    page: 1,
    resPerPage: 50,
  });
  const project = data.projects.find((candidate) => candidate.parent_id === null)!;
  const jobNumbers = await apiGet<{ data: { id: number }[] }>(token, `job-numbers/load-by-project/${project.id}`);
  const saved = await apiPost<{ data: { id: number } }>(token, 'cost-estimates', {
    project_id: project.id,
    status_id: 1,
    job_numbers: jobNumbers.data.slice(0, 1).map((jn) => jn.id),
    client_unit_id: 2,
    infodesign_unit_id: 1,
    lines: [{ details: 'E2E design work', item_type_id: 2, activity_type_id: 1, quantity: 4, unit_cost: 250 }],
  });
  return { project, ceId: saved.data.id };
}

const ordersPanel = (page: Page) => page.getByRole('region', { name: 'Purchase orders' });
const orderRow = (page: Page, poNumber: string) =>
  ordersPanel(page)
    .getByRole('row')
    .filter({ has: page.getByRole('cell', { name: poNumber, exact: true }) });

test('a purchase order is invoiced, reversed and reset', async ({ page }) => {
  const { token } = await apiLogin(ACCOUNT);
  const { project, ceId } = await projectWithEstimate(token);
  const poNumber = `PO-E2E-${Date.now().toString(36)}`;

  await signIn(page, ACCOUNT);
  await page.goto(`/project/${project.id}`);
  await ordersPanel(page).getByRole('button', { name: 'Add purchase order' }).click();
  const form = formModal(page, 'New purchase order');
  const estimate = form.getByRole('combobox', { name: 'Cost estimate' });
  await expect(estimate).toBeEnabled();
  await estimate.selectOption({ label: (await estimate.locator('option', { hasText: `#${ceId} ·` }).textContent())! });
  const plaja = form.getByRole('combobox', { name: 'Plaja' });
  await expect(plaja).toBeEnabled();
  await plaja.selectOption({ index: 1 });
  await form.getByRole('textbox', { name: 'PO number' }).fill(poNumber);
  await form.getByRole('textbox', { name: 'Date', exact: true }).fill('02.11.2026');
  await form.getByRole('textbox', { name: 'Date', exact: true }).press('Tab');
  await form.getByRole('spinbutton', { name: 'Value' }).fill('750.25');
  const clientUnit = form.getByRole('combobox', { name: 'Client unit' });
  await expect(clientUnit).toBeEnabled();
  await clientUnit.selectOption({ index: 1 });
  await form.getByRole('combobox', { name: 'Client PM' }).selectOption({ index: 1 });
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(toasts(page).filter({ hasText: 'Purchase order has been saved.' })).toBeVisible();
  await expect(form).toBeHidden();
  await expect(orderRow(page, poNumber)).toContainText('No invoice');
  await expect(orderRow(page, poNumber)).toContainText('750.25');

  // Generate, after the dialog.
  await chooseRowAction(page, poNumber, 'Generate invoice');
  const dialog = formModal(page, 'Generate invoice');
  await expect(dialog).toContainText(poNumber);
  await expect(dialog.getByRole('list', { name: 'Chosen Estimate lines named on the invoice' })).toContainText('E2E design work');
  await dialog.getByRole('button', { name: 'Generate' }).click();
  await expect(dialog).toBeHidden();
  await expect(toasts(page).filter({ hasText: 'The invoice has been generated.' })).toBeVisible();
  await expect(orderRow(page, poNumber)).toContainText(/Invoice IDG\d+X? \d{4}/);

  // The invoice opens in a new tab at its hashed address, and it is a PDF.
  const popup = page.waitForEvent('popup');
  await chooseRowAction(page, poNumber, 'Download invoice');
  const invoiceUrl = (await popup).url();
  expect(invoiceUrl).toMatch(/\/api\/invoicing\/invoice\/\d+\/[a-f0-9]{64}$/);
  const pdf = await page.request.get(invoiceUrl);
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');
  await (await popup).close();

  await chooseRowAction(page, poNumber, 'Storno invoice');
  await expect(toasts(page).filter({ hasText: 'The storno invoice has been generated.' })).toBeVisible();
  await expect(orderRow(page, poNumber)).toContainText(/Storno IDG\d+X? \d{4}/);

  await chooseRowAction(page, poNumber, 'Reset invoice data');
  const reset = page.getByRole('alertdialog', { name: 'Are you sure?' });
  await reset.getByRole('button', { name: 'RESET' }).click();
  await expect(reset).toBeHidden();
  await expect(toasts(page).filter({ hasText: 'Invoice data has been removed.' })).toBeVisible();
  await expect(orderRow(page, poNumber)).toContainText('No invoice');

  // What the page shows is what the API stored.
  const orders = await apiGet<{ data: { po_number: string; invoice_state: string; invoice_id: number | null }[] }>(
    token,
    `purchase-orders/${project.id}`,
  );
  expect(orders.data.find((po) => po.po_number === poNumber)).toMatchObject({ invoice_state: 'none', invoice_id: null });

  // An order without an invoice can go.
  await chooseRowAction(page, poNumber, 'Remove');
  await confirmDeletion(page);
  await expect(toasts(page).filter({ hasText: 'Purchase order has been removed.' })).toBeVisible();
  await expect(orderRow(page, poNumber)).toHaveCount(0);
});
