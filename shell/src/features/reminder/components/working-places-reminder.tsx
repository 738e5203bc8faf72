/**
 * Reminds developers (role 1) to set up working places three days ahead. Once shown it stays
 * quiet for 24 hours, remembered in a cookie (document 1, section 4).
 */
import { useEffect, useState } from 'react';
import { Button } from '@chakra-ui/react/button';
import { Dialog } from '@chakra-ui/react/dialog';
import { Portal } from '@chakra-ui/react/portal';
import { Text } from '@chakra-ui/react/text';
import { useNavigate } from 'react-router-dom';
import { readCookie, useMyAccess, writeCookie } from '@portal/shared';
import { isDeveloper } from '@portal/shared/access';
import { getUwpIsThreeDaysForward } from '../api/uwp-is-three-days-forward';

export const REMINDER_COOKIE = 'uwp_reminder_shown';
export const REMINDER_TEXT = 'Please, setup working places for at least three days forward.';
const SUPPRESS_SECONDS = 24 * 60 * 60;

export function WorkingPlacesReminder() {
  const remindable = isDeveloper(useMyAccess());
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);

  useEffect(() => {
    if (!remindable || readCookie(REMINDER_COOKIE)) return;
    let cancelled = false;
    getUwpIsThreeDaysForward()
      .then(({ is_setup_forward_three_days }) => {
        if (cancelled || is_setup_forward_three_days) return;
        writeCookie(REMINDER_COOKIE, '1', SUPPRESS_SECONDS);
        setOpen(true);
      })
      // A reminder is not worth an error toast: it will be asked again at the next visit.
      .catch(() => undefined);
    return () => {
      cancelled = true;
    };
  }, [remindable]);

  return (
    <Dialog.Root open={open} onOpenChange={(details) => setOpen(details.open)} role="alertdialog">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>Working places</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Text>{REMINDER_TEXT}</Text>
            </Dialog.Body>
            <Dialog.Footer>
              <Dialog.ActionTrigger asChild>
                <Button variant="outline">Later</Button>
              </Dialog.ActionTrigger>
              <Button
                colorPalette="blue"
                onClick={() => {
                  setOpen(false);
                  void navigate('/user-working-places');
                }}
              >
                Set up working places
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
