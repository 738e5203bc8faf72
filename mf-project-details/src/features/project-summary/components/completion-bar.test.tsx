import { screen } from '@testing-library/react';
import { DateTime } from 'luxon';
import { renderWithPortal } from '@portal/shared/testing';
import { CompletionBar } from './completion-bar';

const day = (offset: number) => DateTime.now().plus({ days: offset }).toISODate();

describe('CompletionBar', () => {
  it('tells screen readers how much of the time has elapsed, and colours it by threshold', () => {
    renderWithPortal(<CompletionBar startDate={day(-20)} deadline={day(20)} />);
    const bar = screen.getByRole('progressbar', { name: 'Completion' });
    expect(bar).toHaveAttribute('aria-valuenow', '50');
    expect(bar).toHaveAttribute('aria-valuetext', '50% of the time to the deadline has elapsed');
    expect(bar).toHaveAttribute('data-tone', 'orange');
  });

  it('stays at 100 % and red after the deadline', () => {
    renderWithPortal(<CompletionBar startDate={day(-40)} deadline={day(-10)} />);
    const bar = screen.getByRole('progressbar', { name: 'Completion' });
    expect(bar).toHaveAttribute('aria-valuenow', '100');
    expect(bar).toHaveAttribute('data-tone', 'red');
  });
});
