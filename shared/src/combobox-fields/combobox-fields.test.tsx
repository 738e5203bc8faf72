import { useState } from 'react';
import { act, screen, waitFor, within } from '@testing-library/react';
import { renderInForm } from '@portal/shared/testing';
import { AutocompleteField } from './autocomplete-field';
import { MultiSelectField } from './multi-select-field';
import { toOptions } from '@portal/shared/fields';

const DEVELOPERS = toOptions([
  { id: 1, name: 'Ana Popescu' },
  { id: 2, name: 'Andrei Ionescu', disabled: true },
  { id: 3, name: 'Mihai Anastasiu' },
  { id: 4, name: 'Ioana Marin' },
]);

describe('AutocompleteField', () => {
  it('suggests matches as the user types and picks one with the keyboard', async () => {
    const { user, submitted } = renderInForm(<AutocompleteField name="user_id" label="Developer" options={DEVELOPERS} required />);
    const input = screen.getByRole('combobox', { name: /Developer/ });
    await user.click(input);
    expect(screen.queryByRole('option')).not.toBeInTheDocument();

    await user.type(input, 'an');
    await waitFor(() =>
      expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['Ana Popescu', 'Mihai Anastasiu', 'Ioana Marin']),
    );
    await user.keyboard('{ArrowDown}{Enter}');
    await waitFor(() => expect(input).toHaveValue('Mihai Anastasiu'));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(submitted).toHaveBeenCalledWith({ user_id: 3 });
  });

  it('says when nothing matches, and "Required" when nothing was chosen', async () => {
    const { user, submitted } = renderInForm(<AutocompleteField name="user_id" label="Developer" options={DEVELOPERS} required />);
    await user.type(screen.getByRole('combobox', { name: /Developer/ }), 'zz');
    expect(await screen.findByText('No matches')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Required')).toBeInTheDocument();
    expect(submitted).not.toHaveBeenCalled();
  });

  it('suggests for text pasted in one go, and closes when the text is emptied', async () => {
    const { user } = renderInForm(<AutocompleteField name="user_id" label="Developer" options={DEVELOPERS} />);
    const input = screen.getByRole('combobox', { name: /Developer/ });
    await user.click(input);
    await user.paste('MARIN');
    await waitFor(() => expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['Ioana Marin']));
    await user.clear(input);
    await waitFor(() => expect(screen.queryByRole('option')).not.toBeInTheDocument());
  });

  it('keeps the text being typed when the options are fetched again', async () => {
    let handOver: (options: typeof DEVELOPERS) => void = () => undefined;
    function RefetchedDevelopers({ initial }: { initial: typeof DEVELOPERS }) {
      const [options, setOptions] = useState(initial);
      handOver = setOptions;
      return <AutocompleteField name="user_id" label="Developer" options={options} />;
    }
    const { user } = renderInForm(<RefetchedDevelopers initial={DEVELOPERS} />);
    const input = screen.getByRole('combobox', { name: /Developer/ });
    await user.type(input, 'Mar');
    act(() => handOver(DEVELOPERS.map((option) => ({ ...option }))));
    expect(input).toHaveValue('Mar');
    await user.type(input, 'in');
    await waitFor(() => expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['Ioana Marin']));
  });

  it('labels a value the form starts with once its options arrive', () => {
    let handOver: (options: typeof DEVELOPERS) => void = () => undefined;
    function LateDevelopers() {
      const [options, setOptions] = useState<typeof DEVELOPERS>([]);
      handOver = setOptions;
      return <AutocompleteField name="user_id" label="Developer" options={options} />;
    }
    renderInForm(<LateDevelopers />, { user_id: 4 });
    expect(screen.getByRole('combobox', { name: /Developer/ })).toHaveValue('');
    act(() => handOver(DEVELOPERS));
    expect(screen.getByRole('combobox', { name: /Developer/ })).toHaveValue('Ioana Marin');
  });

  it('is reached with Tab, suggests as the user types, closes on Escape and picks with Enter', async () => {
    const { user, submitted } = renderInForm(<AutocompleteField name="user_id" label="Developer" options={DEVELOPERS} />);
    await user.tab();
    const input = screen.getByRole('combobox', { name: /Developer/ });
    expect(input).toHaveFocus();
    await user.keyboard('mar');
    await waitFor(() => expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['Ioana Marin']));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('option')).not.toBeInTheDocument());
    expect(input).toHaveValue('mar');
    expect(input).toHaveFocus();

    await user.keyboard('i');
    await waitFor(() => expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['Ioana Marin']));
    await user.keyboard('{Enter}');
    await waitFor(() => expect(input).toHaveValue('Ioana Marin'));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(submitted).toHaveBeenCalledWith({ user_id: 4 });
  });

  it('shows the label of a value the form starts with', async () => {
    renderInForm(<AutocompleteField name="user_id" label="Developer" options={DEVELOPERS} />, { user_id: 4 });
    expect(screen.getByRole('combobox', { name: /Developer/ })).toHaveValue('Ioana Marin');
  });
});

describe('MultiSelectField', () => {
  const UNITS = toOptions([
    { id: 10, name: 'Digital' },
    { id: 11, name: 'Print' },
    { id: 12, name: 'Video' },
  ]);

  it('adds options from the list, shows them as tags and removes them', async () => {
    const { user, submitted } = renderInForm(<MultiSelectField name="business_units" label="Business units" options={UNITS} />, {
      business_units: [11],
    });
    const chosen = () =>
      within(screen.getByRole('list', { name: 'Chosen Business units' }))
        .getAllByRole('listitem')
        .map((item) => item.textContent);
    expect(chosen()).toEqual(['Print']);

    await user.click(screen.getByRole('combobox', { name: /Business units/ }));
    await user.type(screen.getByRole('combobox', { name: /Business units/ }), 'vid');
    await user.click(await screen.findByRole('option', { name: 'Video' }));
    await waitFor(() => expect(chosen()).toEqual(['Print', 'Video']));

    await user.click(screen.getByRole('button', { name: 'Remove Print' }));
    expect(chosen()).toEqual(['Video']);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(submitted).toHaveBeenCalledWith({ business_units: [12] });
  });

  it('opens its list on ArrowDown, closes it on Escape and toggles an option with Enter', async () => {
    const { user, submitted } = renderInForm(<MultiSelectField name="business_units" label="Business units" options={UNITS} />);
    await user.tab();
    const input = screen.getByRole('combobox', { name: /Business units/ });
    expect(input).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    await waitFor(() => expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['Digital', 'Print', 'Video']));
    expect(input).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('option')).not.toBeInTheDocument());
    expect(input).toHaveFocus();

    // Opened from the keyboard, the list highlights its first option.
    await user.keyboard('{ArrowDown}');
    await waitFor(() => expect(screen.getByRole('option', { name: 'Digital' })).toHaveAttribute('data-highlighted'));
    await user.keyboard('{Enter}');
    await waitFor(() =>
      expect(
        within(screen.getByRole('list', { name: 'Chosen Business units' }))
          .getAllByRole('listitem')
          .map((item) => item.textContent),
      ).toEqual(['Digital']),
    );
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(submitted).toHaveBeenCalledWith({ business_units: [10] });
  });
});
