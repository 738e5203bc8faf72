import { screen, waitFor, within } from '@testing-library/react';
import { renderInForm } from '@portal/shared/testing';
import { DateField } from './date-field';

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

  it('closes the calendar on Escape', async () => {
    const { user } = renderInForm(<DateField name="day" label="Day" />);
    await user.click(screen.getByRole('textbox', { name: 'Day' }));
    await screen.findByRole('dialog', { name: 'Choose Date' });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Choose Date' })).not.toBeInTheDocument());
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
