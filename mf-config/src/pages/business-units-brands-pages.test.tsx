import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiGet, apiPost, apiPut } from '@portal/shared';
import { chooseRowAction, renderPage } from '../testing/render-page';
import { BrandsPage } from './brands-page';
import { BusinessUnitsPage } from './business-units-page';

jest.mock('@portal/shared', () => jest.requireActual<typeof import('../testing/render-page')>('../testing/render-page').mockApiClient());
const get = apiGet as jest.Mock;

const UNITS = [
  { id: 4, name: 'Creative Studio', type: 'Creative', show_on_project: true },
  { id: 9, name: 'Print and Packaging', type: 'Production', show_on_project: false },
];

describe('BusinessUnitsPage', () => {
  beforeEach(() => {
    jest.clearAllMocks();
    get.mockResolvedValue({ data: UNITS, total: 2 });
  });

  it('shows name, unit type and show on project as yes or no', async () => {
    renderPage(<BusinessUnitsPage />);
    const row = (await screen.findByText('Print and Packaging')).closest('tr')!;
    expect(
      within(row)
        .getAllByRole('cell')
        .slice(0, 3)
        .map((cell) => cell.textContent),
    ).toEqual(['Print and Packaging', 'Production', 'No']);
    expect(get).toHaveBeenCalledWith('business-units', { page: 1, resPerPage: 10, searchString: undefined });
  });

  it('requires Name and Type, and sends show on project as a flag', async () => {
    (apiPost as jest.Mock).mockResolvedValue({});
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
    expect(apiPost).toHaveBeenCalledWith('business-units', { name: 'Audio', type: 'Creative', show_on_project: false });
  });
});

describe('BrandsPage', () => {
  beforeEach(() => {
    jest.clearAllMocks();
    get.mockImplementation(async (path: string) => {
      if (path === 'brands')
        return {
          data: { paginatedBrands: [{ id: 1, name: 'Nike', business_units: [{ id: 4, name: 'Creative Studio' }] }] },
          totalResults: 1,
        };
      if (path === 'brand/1') return { data: { id: 1, name: 'Nike', business_units: [{ id: 4, name: 'Creative Studio' }] } };
      if (path === 'business-units/all') return { data: UNITS };
      throw new Error(`unexpected GET ${path}`);
    });
  });

  it('lists brands with their business units and edits them through the multi-select', async () => {
    (apiPut as jest.Mock).mockResolvedValue({});
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
    expect(apiPut).toHaveBeenCalledWith('brands/1', { name: 'Nike', business_units: [9] });
  });
});
