/**
 * The finance panels on a project's details page (mf-finance inside mf-project-details)
 * against the API: a cost estimate with an hour, a piece and a discount line shows its value
 * while it is typed and in the table; its PDF downloads as cost-estimate-{id}.pdf and names
 * the total; the financial summary shows the figures the API sums, and they agree with the
 * panels: estimated with the approved estimates, invoiced with the standing invoices (issue 32).
 */
import { readFile } from 'node:fs/promises';
import { expect, test, type Locator } from '@playwright/test';
import { pdfText } from '../../api/src/test/pdf-text';
import {
  apiGet,
  apiPost,
  browserToken,
  chooseMenuItem,
  nextApiResponse,
  openSignedIn,
  pickSuggestion,
  USERS,
  withApiSession,
} from '../support';

type ProjectsAnswer = { data: { projects: { id: number; parent_id: number | null; job_numbers: { id: number; name: string }[] }[] } };
type Amounts = { currency: string; value: string }[];
type SummaryAnswer = {
  data: {
    currency: string;
    estimate_cost: string;
    invoiced: string;
    development_cost: string;
    external_cost: Amounts;
    profit: Amounts;
    cost_estimate_items: unknown[];
  };
};
type EstimatesAnswer = { data: { cost_estimates: { project_id: number; status_id: number; value: string }[] } };
type OrdersAnswer = { data: { id: number; invoice_state: string; value: string }[] };

const money = (value: string) =>
  new Intl.NumberFormat('en-GB', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(Number(value));

/** A project without a parent, with job numbers, that the project manager sees. */
async function topLevelProject(token: string): Promise<{ id: number; jobNumber: string; jobNumberId: number }> {
  const answer = await apiGet<ProjectsAnswer>(token, 'projects', { page: 1, resPerPage: 100 });
  const project = answer.data.projects.find((row) => row.parent_id === null && row.job_numbers.length > 0)!;
  return { id: project.id, jobNumber: project.job_numbers[0].name, jobNumberId: project.job_numbers[0].id };
}

const line = (dialog: Locator, n: number) => dialog.getByRole('group', { name: `Line ${n}` });

test('a cost estimate with an hour, a piece and a discount line shows its value, and its PDF names the total', async ({ page }) => {
  const project = await withApiSession(USERS.pm, ({ token }) => topLevelProject(token));
  await openSignedIn(page, USERS.pm, `/project/${project.id}`);
  const panel = page.getByRole('region', { name: 'Cost estimates' });
  await expect(panel.getByRole('button', { name: 'New cost estimate' })).toBeEnabled();
  await panel.getByRole('button', { name: 'New cost estimate' }).click();

  const dialog = page.getByRole('dialog', { name: 'New cost estimate' });
  await expect(dialog.getByRole('combobox', { name: 'Status' })).toHaveValue('3');
  await expect(dialog.getByText('Please add at least one line before saving the cost estimate.')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Save cost estimate' })).toHaveCount(0);

  await dialog.getByRole('combobox', { name: 'IDG unit' }).selectOption({ label: 'Infodesign Bucharest' });
  await dialog.getByRole('combobox', { name: 'Job numbers' }).click();
  await page.getByRole('option', { name: project.jobNumber, exact: true }).click();
  await pickSuggestion(dialog.getByRole('combobox', { name: 'Client unit' }), 'Nordic Foods Stockholm');

  for (let i = 0; i < 3; i++) await dialog.getByRole('button', { name: 'Add line' }).click();
  const hours = line(dialog, 1);
  await hours.getByRole('textbox', { name: 'Details' }).fill('Campaign management');
  await hours.getByRole('combobox', { name: 'Type' }).selectOption({ label: 'Hour based' });
  await hours.getByRole('combobox', { name: 'Activity' }).selectOption({ label: 'Project Management' });
  await hours.getByRole('spinbutton', { name: /Quantity/ }).fill('10');
  await expect(hours.getByLabel('Line 1 unit cost')).toHaveText('45.00');
  await expect(hours.getByLabel('Line 1 value')).toHaveText('450.00');

  const pieces = line(dialog, 2);
  await pieces.getByRole('textbox', { name: 'Details' }).fill('Printed banners');
  await pieces.getByRole('combobox', { name: 'Type' }).selectOption({ label: 'Piece' });
  await pieces.getByRole('combobox', { name: 'Activity' }).selectOption({ label: 'DTP' });
  await pieces.getByRole('spinbutton', { name: /Quantity/ }).fill('2');
  await pieces.getByRole('spinbutton', { name: 'Unit cost' }).fill('150.25');
  await expect(pieces.getByLabel('Line 2 value')).toHaveText('300.50');

  const discount = line(dialog, 3);
  await discount.getByRole('textbox', { name: 'Details' }).fill('Framework discount');
  await discount.getByRole('combobox', { name: 'Type' }).selectOption({ label: 'Percent discount' });
  await discount.getByRole('spinbutton', { name: /Discount/ }).fill('10');
  await expect(dialog.getByTestId('estimate-value')).toHaveText('Estimate value: 675.45');

  const saved = nextApiResponse(page, 'cost-estimates', 'POST');
  await dialog.getByRole('button', { name: 'Save cost estimate' }).click();
  const { data } = (await (await saved).json()) as { data: { id: number; value: string } };
  expect(data.value).toBe('675.45');
  await expect(dialog).toBeHidden();
  const row = panel.getByRole('row').filter({ has: page.getByRole('button', { name: `Actions for cost estimate ${data.id}` }) });
  await expect(row).toContainText('675.45');
  await expect(row).toContainText('Nordic Foods Stockholm');
  await expect(row).toContainText('Waiting for PO');

  const download = page.waitForEvent('download');
  await chooseMenuItem(row.getByRole('button', { name: `Actions for cost estimate ${data.id}` }), 'Download');
  const file = await download;
  expect(file.suggestedFilename()).toBe(`cost-estimate-${data.id}.pdf`);
  const pdf = await readFile(await file.path());
  expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
  const text = await pdfText(pdf);
  expect(text).toContain('Total: 675.45 EUR');
  expect(text).toContain('Printed banners');
});

test("the financial summary shows the API's figures, and profit is estimate minus development minus external cost per currency", async ({
  page,
}) => {
  // An approved estimate of this test's own, so the estimate cost is not trivially zero.
  const projectId = await withApiSession(USERS.pm, async ({ token }) => {
    const project = await topLevelProject(token);
    await apiPost(token, 'cost-estimates', {
      project_id: project.id,
      status_id: 1,
      job_numbers: [project.jobNumberId],
      client_unit_id: 1,
      infodesign_unit_id: 1,
      lines: [{ details: 'Approved pieces', item_type_id: 2, activity_type_id: 1, quantity: '3', unit_cost: '99.99' }],
    });
    return project.id;
  });
  const summaryAnswer = nextApiResponse(page, `financial-summary/${projectId}`);
  await openSignedIn(page, USERS.pm, `/project/${projectId}`);
  const token = (await browserToken(page))!;
  const figures = ((await (await summaryAnswer).json()) as SummaryAnswer).data;
  expect(Number(figures.estimate_cost)).toBeGreaterThan(0);
  const cents = (value: string) => Math.round(Number(value) * 100);
  // Euro: estimates and hours less the EURO expenses; each other currency's expenses stay apart (issue 29).
  const external = (currency: string) => figures.external_cost.find((amount) => amount.currency === currency)?.value ?? '0';
  expect(cents(figures.profit[0].value)).toBe(cents(figures.estimate_cost) - cents(figures.development_cost) - cents(external('EURO')));
  expect(figures.profit.slice(1)).toEqual(
    figures.external_cost.filter((amount) => amount.currency !== 'EURO').map((amount) => ({ ...amount, value: `-${amount.value}` })),
  );
  const inCurrencies = (amounts: Amounts) =>
    amounts.length === 0 ? '0.00 EURO' : amounts.map((amount) => `${money(amount.value)} ${amount.currency}`).join(' · ');

  // The figures agree with the panels: the approved estimates' values, the standing invoices' orders (issue 32).
  const estimates = (await apiGet<EstimatesAnswer>(token, `cost-estimates/${projectId}`)).data.cost_estimates;
  const sum = (values: string[]) => values.reduce((total, value) => total + cents(value), 0);
  expect(cents(figures.estimate_cost)).toBe(
    sum(estimates.filter((estimate) => estimate.project_id === projectId && estimate.status_id === 1).map((estimate) => estimate.value)),
  );
  const orders = (await apiGet<OrdersAnswer>(token, `purchase-orders/${projectId}`)).data;
  expect(cents(figures.invoiced)).toBe(sum(orders.filter((order) => order.invoice_state === 'invoiced').map((order) => order.value)));
  expect(figures.currency).toBe('EURO');

  const panel = page.getByRole('region', { name: 'Financial summary' });
  await expect(panel.getByTestId('summary-estimated')).toHaveText(`${money(figures.estimate_cost)} EURO`);
  await expect(panel.getByTestId('summary-invoiced')).toHaveText(`${money(figures.invoiced)} EURO`);
  await expect(panel.getByTestId('summary-development-cost')).toHaveText(`${money(figures.development_cost)} EURO`);
  await expect(panel.getByTestId('summary-external-cost')).toHaveText(inCurrencies(figures.external_cost));
  await expect(panel.getByTestId('summary-profit')).toHaveText(inCurrencies(figures.profit));
  await expect(panel.getByRole('table', { name: 'Estimate items' }).getByRole('row')).toHaveCount(figures.cost_estimate_items.length + 1);
});
