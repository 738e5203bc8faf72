/**
 * Purchase orders on the project details page (issue 10): a new order, its invoice, the
 * invoice's PDF in a new tab at its hashed address, the storno, and the reset of the invoice
 * data; issued documents are final (issue 29): the edit form of an invoiced order shows what
 * the invoice printed read-only, the API refuses a change, and an order with documents stays.
 * The new-order form takes its value and client unit from the chosen estimate, and the invoiced
 * row links its PDF on the portal's own origin with the day it was issued (issue 32).
 * Runs as mark.stone@ (a seeded full PM no other test uses) on an estimate of its own.
 */
import { expect, test, type Page } from '@playwright/test';
import { API_URL, apiGet, apiLogin, apiPost, BASE_URL, chooseRowAction, formModal, openSignedIn, toasts } from '../support';

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

  await openSignedIn(page, ACCOUNT, `/project/${project.id}`);
  await ordersPanel(page).getByRole('button', { name: 'Add purchase order' }).click();
  const form = formModal(page, 'New purchase order');
  const estimate = form.getByRole('combobox', { name: 'Cost estimate' });
  await expect(estimate).toBeEnabled();
  await estimate.selectOption({ label: (await estimate.locator('option', { hasText: `#${ceId} ·` }).textContent())! });
  // The estimate gives the order its value (4 x 250) and its client unit (2); both stay editable.
  await expect(form.getByRole('spinbutton', { name: 'Value' })).toHaveValue('1000');
  await expect(form.getByRole('combobox', { name: 'Client unit' })).toHaveValue('2');
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

  // An order without documents offers removing (it is not removed here: the invoice comes next).
  await ordersPanel(page)
    .getByRole('button', { name: `Actions for ${poNumber}`, exact: true })
    .click();
  await expect(page.getByRole('menuitem', { name: 'Remove', exact: true })).toBeVisible();
  await page.keyboard.press('Escape');

  // Generate, after the dialog.
  await chooseRowAction(page, poNumber, 'Generate invoice');
  const dialog = formModal(page, 'Generate invoice');
  await expect(dialog).toContainText(poNumber);
  await expect(dialog.getByRole('list', { name: 'Chosen Estimate lines named on the invoice' })).toContainText('E2E design work');
  await dialog.getByRole('button', { name: 'Generate' }).click();
  await expect(dialog).toBeHidden();
  await expect(toasts(page).filter({ hasText: 'The invoice has been generated.' })).toBeVisible();
  await expect(orderRow(page, poNumber)).toContainText(/Invoice IDG\d+X? \d{4}/);
  // The row links the PDF on the portal's origin (forwarded to the API), and shows the day it was issued.
  const stored = (
    await apiGet<{ data: { po_number: string; invoice_url: string | null; invoiced_on: string | null }[] }>(
      token,
      `purchase-orders/${project.id}`,
    )
  ).data.find((po) => po.po_number === poNumber)!;
  const link = orderRow(page, poNumber).getByRole('link', { name: /^Invoice IDG\d+X? \d{4} \(PDF\)$/ });
  await expect(link).toHaveAttribute('href', stored.invoice_url!);
  expect(stored.invoice_url!.startsWith(`${BASE_URL}/api/invoicing/invoice/`)).toBe(true);
  expect(stored.invoice_url!.startsWith(API_URL)).toBe(false);
  await expect(link).toHaveAttribute('target', '_blank');
  const issuedOn = stored.invoiced_on!;
  expect(issuedOn).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  await expect(orderRow(page, poNumber).getByRole('cell', { name: issuedOn.split('-').reverse().join('.') })).toBeVisible();
  const linked = await page.request.get(stored.invoice_url!);
  expect(linked.headers()['content-type']).toBe('application/pdf');

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
  const orders = await apiGet<{ data: { id: number; po_number: string; invoice_state: string; invoice_id: number | null }[] }>(
    token,
    `purchase-orders/${project.id}`,
  );
  expect(orders.data.find((po) => po.po_number === poNumber)).toMatchObject({ invoice_state: 'none', invoice_id: null });

  // Its documents were issued: the order stays, removing is not offered and the API refuses it.
  await ordersPanel(page)
    .getByRole('button', { name: `Actions for ${poNumber}`, exact: true })
    .click();
  await expect(page.getByRole('menuitem', { name: 'Generate invoice', exact: true })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Remove', exact: true })).toHaveCount(0);
  await page.keyboard.press('Escape');
  const removal = await fetch(`${API_URL}/purchase-orders/${orders.data.find((po) => po.po_number === poNumber)!.id}`, {
    method: 'DELETE',
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(removal.status).toBe(422);
});

test('the edit form of an invoiced order shows what the invoice printed read-only; the API refuses a change', async ({ page }) => {
  const { token } = await apiLogin(ACCOUNT);
  const { project, ceId } = await projectWithEstimate(token);
  const poNumber = `PO-LOCK-${Date.now().toString(36)}`;
  const payload = {
    project_id: project.id,
    cost_estimate_id: ceId,
    plaja_id: 1,
    po_number: poNumber,
    date: '2026-11-02',
    value: '100.00',
    client_unit_id: 2,
    client_pm_id: 6,
  };
  const created = await apiPost<{ data: { id: number } }>(token, 'purchase-orders', payload);
  await apiPost(token, `generate-invoice/${created.data.id}`, {});
  const sentence = 'This purchase order is invoiced: reverse the invoice (storno) to change it.';

  // The API refuses the change the issue saw (100.00 -> 999999.00), naming the field.
  const refused = await fetch(`${API_URL}/purchase-orders/${created.data.id}`, {
    method: 'PUT',
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ ...payload, value: '999999.00', status_id: 2 }),
  });
  expect(refused.status).toBe(422);
  expect(await refused.json()).toEqual({ message: sentence, errors: { value: [sentence] } });

  await openSignedIn(page, ACCOUNT, `/project/${project.id}`);
  await expect(orderRow(page, poNumber)).toContainText('100.00');
  await chooseRowAction(page, poNumber, 'Edit');
  const form = formModal(page, 'Edit purchase order');
  await expect(form.getByText(sentence)).toBeVisible();
  for (const name of ['Cost estimate', 'Plaja', 'Client unit', 'Client PM']) {
    await expect(form.getByRole('combobox', { name })).toBeDisabled();
  }
  for (const name of ['PO number', 'Invoice date']) {
    await expect(form.getByRole('textbox', { name })).not.toBeEditable();
  }
  await expect(form.getByRole('textbox', { name: 'Date', exact: true })).not.toBeEditable();
  await expect(form.getByRole('spinbutton', { name: 'Value' })).not.toBeEditable();

  // What is not printed still saves.
  await form.getByRole('textbox', { name: 'Invoice unit of measure' }).fill('hours');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(toasts(page).filter({ hasText: 'Purchase order has been saved.' })).toBeVisible();
  const orders = await apiGet<{ data: { id: number; value: string; po_invoice_um: string | null; status_id: number }[] }>(
    token,
    `purchase-orders/${project.id}`,
  );
  expect(orders.data.find((po) => po.id === created.data.id)).toMatchObject({ value: '100.00', po_invoice_um: 'hours', status_id: 1 });
});
