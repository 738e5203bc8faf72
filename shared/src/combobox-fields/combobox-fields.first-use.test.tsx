// Its own file: the combobox code is loaded once per module registry, and these tests need it
// not loaded yet (the other test files render the fields as they are after a first use).
import { screen, waitFor, within } from '@testing-library/react';
import { renderInForm } from '@portal/shared/testing';
import { toOptions } from '@portal/shared/fields';
import { AutocompleteField } from './autocomplete-field';
import { MultiSelectField } from './multi-select-field';

const DEVELOPERS = toOptions([
  { id: 1, name: 'Ana Popescu' },
  { id: 3, name: 'Mihai Anastasiu' },
  { id: 4, name: 'Ioana Marin' },
]);
const UNITS = toOptions([
  { id: 10, name: 'Digital' },
  { id: 11, name: 'Print' },
  { id: 12, name: 'Video' },
]);

describe('combobox fields before their combobox has ever been used', () => {
  it('are plain inputs until asked, then the combobox takes over, focused, open and with the text typed', async () => {
    const { user, submitted } = renderInForm(
      <>
        <AutocompleteField name="user_id" label="Developer" options={DEVELOPERS} />
        <MultiSelectField name="business_units" label="Business units" options={UNITS} />
      </>,
      { business_units: [11] },
    );
    const units = screen.getByRole('combobox', { name: /Business units/ });
    expect(units).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('button', { name: 'Show Business units options' })).not.toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Chosen Business units' })).getByText('Print')).toBeInTheDocument();

    // Typing in the autocomplete's stand-in (reached with Tab): the combobox takes over with the
    // text and its suggestions, and the typing goes on there.
    await user.tab();
    expect(screen.getByRole('combobox', { name: /Developer/ })).toHaveFocus();
    await user.keyboard('mar');
    await waitFor(() => expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['Ioana Marin']));
    const developer = screen.getByRole('combobox', { name: /Developer/ });
    expect(developer).toHaveValue('mar');
    expect(developer).toHaveFocus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(developer).toHaveValue('Ioana Marin'));

    // A click on the multi-select's stand-in opens its list in its place.
    await user.click(units);
    await user.click(await screen.findByRole('option', { name: 'Video' }));
    expect(screen.getByRole('combobox', { name: /Business units/ })).toHaveFocus();
    await waitFor(() =>
      expect(
        within(screen.getByRole('list', { name: 'Chosen Business units' }))
          .getAllByRole('listitem')
          .map((item) => item.textContent),
      ).toEqual(['Print', 'Video']),
    );

    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(submitted).toHaveBeenCalledWith({ user_id: 4, business_units: [11, 12] });
  });

  it('is the combobox from the start once its code has loaded', () => {
    renderInForm(<MultiSelectField name="business_units" label="Business units" options={UNITS} />);
    expect(screen.getByRole('button', { name: 'Show Business units options' })).toBeInTheDocument();
  });
});
