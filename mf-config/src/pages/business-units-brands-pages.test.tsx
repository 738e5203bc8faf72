import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type {
  AllBusinessUnitsResponse,
  Brand,
  BrandsResponse,
  BusinessUnit,
  BusinessUnitsResponse,
  ItemResponse,
  SaveResponse,
} from '@portal/shared';
import { answerGet, answerPost, answerPut, sentBodies, sentRequests } from '@portal/shared/testing';
import { chooseRowAction, renderPage } from '../testing/render-page';
import { BrandsPage } from './brands-page';
import { BusinessUnitsPage } from './business-units-page';

const UNITS: BusinessUnit[] = [
  { id: 4, name: 'Creative Studio', type: 'Creative', show_on_project: true },
  { id: 9, name: 'Print and Packaging', type: 'Production', show_on_project: false },
];

describe('BusinessUnitsPage', () => {
  beforeEach(() => answerGet<BusinessUnitsResponse>('business-units', { data: UNITS, total: 2 }));

  it('shows name, unit type and show on project as yes or no', async () => {
    renderPage(<BusinessUnitsPage />);
    const row = (await screen.findByText('Print and Packaging')).closest('tr')!;
    expect(
      within(row)
        .getAllByRole('cell')
        .slice(0, 3)
        .map((cell) => cell.textContent),
    ).toEqual(['Print and Packaging', 'Production', 'No']);
    expect((await sentRequests('GET', 'business-units')).map((request) => request.query)).toContainEqual({ page: '1', resPerPage: '10' });
  });

  it('requires Name and Type, and sends show on project as a flag', async () => {
    answerPost<SaveResponse<BusinessUnit>>('business-units', {
      data: { id: 12, name: 'Audio', type: 'Creative', show_on_project: false },
      message: 'Business unit has been saved.',
    });
    renderPage(<BusinessUnitsPage />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Add business unit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add business unit' });
    expect(within(dialog).getByRole('checkbox', { name: 'Show on project' })).toBeChecked();
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findAllByText('Required')).toHaveLength(2);

    await user.type(within(dialog).getByRole('textbox', { name: /Name/ }), 'Audio');
    await user.type(within(dialog).getByRole('textbox', { name: /Type/ }), 'Creative');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Show on project' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Business unit has been saved.')).toBeInTheDocument();
    expect(await sentBodies('POST', 'business-units')).toEqual([{ name: 'Audio', type: 'Creative', show_on_project: false }]);
  });
});

describe('BrandsPage', () => {
  const NIKE: Brand = { id: 1, name: 'Nike', business_units: [{ id: 4, name: 'Creative Studio' }] };

  beforeEach(() => {
    answerGet<BrandsResponse>('brands', { data: { paginatedBrands: [NIKE] }, totalResults: 1 });
    answerGet<ItemResponse<Brand>>('brand/1', { data: NIKE });
    answerGet<AllBusinessUnitsResponse>('business-units/all', { data: UNITS });
  });

  it('lists brands with their business units and edits them through the multi-select', async () => {
    answerPut<SaveResponse<Brand>>('brands/1', {
      data: { ...NIKE, business_units: [{ id: 9, name: 'Print and Packaging' }] },
      message: 'Brand has been saved.',
    });
    renderPage(<BrandsPage />);
    const row = (await screen.findByText('Nike')).closest('tr')!;
    expect(row).toHaveTextContent('Creative Studio');

    const user = userEvent.setup();
    await chooseRowAction(user, 'Nike', 'Edit');
    const dialog = await screen.findByRole('dialog', { name: 'Edit brand' });
    expect(await within(dialog).findByRole('list', { name: 'Chosen Business units' })).toHaveTextContent('Creative Studio');
    await user.click(within(dialog).getByRole('combobox', { name: /Business units/ }));
    await user.click(await screen.findByRole('option', { name: 'Print and Packaging' }));
    await user.click(within(dialog).getByRole('button', { name: 'Remove Creative Studio' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Brand has been saved.')).toBeInTheDocument();
    expect(await sentBodies('PUT', 'brands/1')).toEqual([{ name: 'Nike', business_units: [9] }]);
  });
});
