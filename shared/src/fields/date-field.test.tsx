// Its own file: the calendar's code is loaded once per module registry, and these tests need
// a page where no date field has been used yet.
import { screen, within } from '@testing-library/react';
import { renderInForm } from '@portal/shared/testing';
import { DateField } from './date-field';

const renderDayForm = () =>
  renderInForm(<DateField name="day" label="Day" minDate="2026-03-10" maxDate="2026-03-20" />, { day: '2026-03-12' });

describe('DateField before its calendar has ever been used', () => {
  it('opens the calendar, focused, on ArrowDown', async () => {
    const { user, submitted } = renderDayForm();
    await user.tab();
    await user.keyboard('{ArrowDown}');
    const calendar = await screen.findByRole('dialog', { name: 'Choose Date' });
    expect(screen.getByRole('textbox', { name: 'Day' })).toHaveFocus();
    await user.click(within(calendar).getByRole('gridcell', { name: /March 18th, 2026/ }));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(submitted).toHaveBeenLastCalledWith({ day: '2026-03-18' });
  });
});
