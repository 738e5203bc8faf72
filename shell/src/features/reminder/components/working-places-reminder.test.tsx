import { useState } from 'react';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button } from '@chakra-ui/react/button';
import { Dialog } from '@chakra-ui/react/dialog';
import { Portal } from '@chakra-ui/react/portal';
import { useSessionStore, type WorkingPlacesForwardResponse } from '@portal/shared';
import { answerGet, me, renderWithPortal, requestCount } from '@portal/shared/testing';
import { REMINDER_COOKIE, REMINDER_TEXT, WorkingPlacesReminder } from './working-places-reminder';

/** A form the user is filling when the reminder comes due. */
function FormBeingFilled() {
  const [open, setOpen] = useState(true);
  return (
    <Dialog.Root open={open} onOpenChange={(details) => setOpen(details.open)}>
      <Portal>
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Title>New timesheet entry</Dialog.Title>
            <Button onClick={() => setOpen(false)}>Cancel</Button>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

describe('WorkingPlacesReminder', () => {
  beforeEach(() => {
    document.cookie = `${REMINDER_COOKIE}=; max-age=0; path=/`;
    useSessionStore.setState({ signedIn: true, me: me({ role: 1 }) });
    answerGet<WorkingPlacesForwardResponse>('uwp-is-three-days-forward', { is_setup_forward_three_days: false });
  });

  it('reminds a developer without working places three days ahead', async () => {
    renderWithPortal(<WorkingPlacesReminder />);
    expect(await screen.findByText(REMINDER_TEXT)).toBeInTheDocument();
    expect(requestCount('GET', 'uwp-is-three-days-forward')).toBe(1);
  });

  it('waits while another dialog is open and opens once it is closed (issue 32)', async () => {
    renderWithPortal(
      <>
        <FormBeingFilled />
        <WorkingPlacesReminder />
      </>,
    );
    await screen.findByRole('dialog', { name: 'New timesheet entry' });
    await waitFor(() => expect(requestCount('GET', 'uwp-is-three-days-forward')).toBe(1));
    // Give the answer time to arrive: the reminder must still not show over the form.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(screen.queryByText(REMINDER_TEXT)).not.toBeInTheDocument();
    expect(document.cookie).not.toContain(REMINDER_COOKIE);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByText(REMINDER_TEXT)).toBeInTheDocument();
    expect(document.cookie).toContain(REMINDER_COOKIE);
  });
});
