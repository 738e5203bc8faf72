/**
 * The project's History panel (issue 29): a project manager changes a purchase order's value in
 * its form, and the panel lists that change as a sentence with who and when. Runs as
 * oliver.grant@ (a seeded full PM) on an estimate and an order of its own.
 */
import { expect, test, type Page } from '@playwright/test';
import { apiGet, apiLogin, apiPost, chooseRowAction, formModal, openSignedIn, toasts } from '../support';

const ACCOUNT = 'oliver.grant@agency.test';

type Project = { id: number; title: string; parent_id: number | null };

const historyPanel = (page: Page) => page.getByRole('region', { name: 'History' });

test('a changed purchase order value is listed in the History panel as a sentence', async ({ page }) => {
  const { token } = await apiLogin(ACCOUNT);
  const { data } = await apiGet<{ data: { projects: Project[] } }>(token, 'projects', { page: 1, resPerPage: 50 });
  const project = data.projects.filter((candidate) => candidate.parent_id === null)[2];
  const jobNumbers = await apiGet<{ data: { id: number }[] }>(token, `job-numbers/load-by-project/${project.id}`);
  const estimate = await apiPost<{ data: { id: number } }>(token, 'cost-estimates', {
    project_id: project.id,
    status_id: 1,
    job_numbers: jobNumbers.data.slice(0, 1).map((jn) => jn.id),
    client_unit_id: 2,
    infodesign_unit_id: 1,
    lines: [{ details: 'E2E history work', item_type_id: 2, activity_type_id: 1, quantity: 1, unit_cost: 150 }],
  });
  const plajas = await apiGet<{ data: { id: number }[] }>(token, `plajas/${estimate.data.id}`);
  const poNumber = `PO-HIST-${Date.now().toString(36)}`;
  await apiPost(token, 'purchase-orders', {
    project_id: project.id,
    cost_estimate_id: estimate.data.id,
    plaja_id: plajas.data[0].id,
    po_number: poNumber,
    date: '2026-11-02',
    value: '150',
    client_unit_id: 2,
    client_pm_id: 6,
  });

  await openSignedIn(page, ACCOUNT, `/project/${project.id}`);
  await expect(
    historyPanel(page)
      .getByRole('listitem')
      .filter({ hasText: `created purchase order ${poNumber}` }),
  ).toBeVisible();

  await chooseRowAction(page, poNumber, 'Edit');
  const form = formModal(page, 'Edit purchase order');
  await form.getByRole('spinbutton', { name: 'Value' }).fill('180');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(toasts(page).filter({ hasText: 'Purchase order has been saved.' })).toBeVisible();
  await expect(form).toBeHidden();

  const sentence = historyPanel(page).getByRole('listitem').first();
  await expect(sentence).toContainText(`Oliver Grant changed the value of ${poNumber} from 150.00 to 180.00`);
  await expect(sentence).toContainText(/\(\d{2}\.\d{2}\.\d{4} \d{2}:\d{2}\)/);
});
