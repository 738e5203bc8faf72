import { screen, waitFor, within } from '@testing-library/react';
import { renderInForm } from '@portal/shared/testing';
import { DateField } from './date-field';
import { NumberField } from './number-field';
import { matchOptions, toOptions } from './options';
import { SelectField } from './select-field';
import { TextInputField } from './text-input-field';

const DEVELOPERS = toOptions([
  { id: 1, name: 'Ana Popescu' },
  { id: 2, name: 'Andrei Ionescu', disabled: true },
  { id: 3, name: 'Mihai Anastasiu' },
  { id: 4, name: 'Ioana Marin' },
]);

describe('matchOptions', () => {
  it('matches case-insensitive substrings, never disabled options, nothing for empty text', () => {
    expect(matchOptions(DEVELOPERS, 'AN').map((option) => option.label)).toEqual(['Ana Popescu', 'Mihai Anastasiu', 'Ioana Marin']);
    expect(matchOptions(DEVELOPERS, 'andrei')).toEqual([]);
    expect(matchOptions(DEVELOPERS, '  ')).toEqual([]);
    expect(matchOptions(DEVELOPERS, '', { suggestOnEmpty: true })).toHaveLength(3);
  });
});

describe('field errors', () => {
  it('say nothing for a field the user only passed through, until they try to save or change it', async () => {
    const { user } = renderInForm(
      <>
        <TextInputField name="name" label="Name" required />
        <TextInputField name="email" label="Email" required />
      </>,
    );
    await user.click(screen.getByRole('textbox', { name: /Name/ }));
    await user.tab();
    expect(screen.queryByText('Required')).not.toBeInTheDocument();

    await user.type(screen.getByRole('textbox', { name: /Email/ }), 'x');
    await user.clear(screen.getByRole('textbox', { name: /Email/ }));
    await user.tab();
    expect(screen.getAllByText('Required')).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(screen.getAllByText('Required')).toHaveLength(2);
  });
});

describe('SelectField', () => {
  it('gives back the option value itself, numbers staying numbers', async () => {
    const { user, submitted } = renderInForm(
      <SelectField
        name="location_id"
        label="Location"
        options={[
          { value: 1, label: 'Office' },
          { value: 2, label: 'Remote' },
        ]}
        required
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Required')).toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: /Location/ }), 'Remote');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(submitted).toHaveBeenCalledWith({ location_id: 2 });
  });
});

describe('NumberField', () => {
  it('gives back a number, and nothing when emptied', async () => {
    const { user, submitted } = renderInForm(<NumberField name="rate" label="Rate" />, { rate: 12 });
    const input = screen.getByRole('spinbutton', { name: 'Rate' });
    expect(input).toHaveValue(12);
    await user.clear(input);
    await user.type(input, '37.5');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(submitted).toHaveBeenLastCalledWith({ rate: 37.5 });
    await user.clear(input);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(submitted).toHaveBeenLastCalledWith({});
  });
});

describe('DateField', () => {
  it('shows DD.MM.YYYY, takes typed dates (none before its first day) and gives back YYYY-MM-DD', async () => {
    const { user, submitted } = renderInForm(<DateField name="start_date" label="Start date" minDate="2026-01-01" />, {
      start_date: '2026-03-09',
    });
    const input = await screen.findByRole('textbox', { name: 'Start date' });
    expect(input).toHaveValue('09.03.2026');
    await user.clear(input);
    await user.type(input, '24.12.2025{Escape}');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(submitted).toHaveBeenLastCalledWith({});
    await user.clear(input);
    await user.type(input, '24.12.2026{Escape}');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(submitted).toHaveBeenLastCalledWith({ start_date: '2026-12-24' });
    expect(input).toHaveValue('24.12.2026');
  });

  it('opens the calendar on the focus, moves in it with the arrow keys and picks with Enter', async () => {
    const { user, submitted } = renderInForm(<DateField name="day" label="Day" minDate="2026-03-10" maxDate="2026-03-20" />, {
      day: '2026-03-12',
    });
    await user.tab();
    expect(screen.getByRole('textbox', { name: 'Day' })).toHaveFocus();
    await screen.findByRole('dialog', { name: 'Choose Date' });
    // The first arrow goes from the input to the chosen day, the next one a week on.
    await user.keyboard('{ArrowDown}');
    await waitFor(() => expect(screen.getByRole('gridcell', { name: /March 12th, 2026/ })).toHaveFocus());
    await user.keyboard('{ArrowDown}');
    await waitFor(() => expect(screen.getByRole('gridcell', { name: /March 19th, 2026/ })).toHaveFocus());
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Choose Date' })).not.toBeInTheDocument());
    expect(screen.getByRole('textbox', { name: 'Day' })).toHaveValue('19.03.2026');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(submitted).toHaveBeenLastCalledWith({ day: '2026-03-19' });
  });

  it('closes the calendar on Escape and opens it again on ArrowDown', async () => {
    const { user } = renderInForm(<DateField name="day" label="Day" />);
    const input = screen.getByRole('textbox', { name: 'Day' });
    await user.click(input);
    await screen.findByRole('dialog', { name: 'Choose Date' });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Choose Date' })).not.toBeInTheDocument());
    expect(input).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(await screen.findByRole('dialog', { name: 'Choose Date' })).toBeInTheDocument();
  });

  it('picks a day from the calendar and refuses days outside the range', async () => {
    const { user, submitted } = renderInForm(<DateField name="day" label="Day" minDate="2026-03-10" maxDate="2026-03-20" />, {
      day: '2026-03-12',
    });
    await user.click(screen.getByRole('textbox', { name: 'Day' }));
    const calendar = await screen.findByRole('dialog', { name: 'Choose Date' });
    expect(within(calendar).getByRole('gridcell', { name: /March 9th, 2026/ })).toHaveAttribute('aria-disabled', 'true');
    await user.click(within(calendar).getByRole('gridcell', { name: /March 18th, 2026/ }));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(submitted).toHaveBeenLastCalledWith({ day: '2026-03-18' });
  });
});
