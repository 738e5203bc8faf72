/**
 * Reminds developers (role 1) to set up working places three days ahead. Once shown it stays
 * quiet for 24 hours, remembered in a cookie (document 1, section 4). It never opens over
 * another dialog (a form being filled): it waits until none is open (issue 32). The dialog's
 * code loads only when there is something to remind of: most visits never need it.
 */
import { lazy, Suspense, useEffect, useState } from 'react';
import { readCookie, useMyAccess, writeCookie } from '@portal/shared';
import { isDeveloper } from '@portal/shared/access';
import { getUwpIsThreeDaysForward } from '../api/uwp-is-three-days-forward';
import { useNoDialogOpen } from '../hooks/use-no-dialog-open';

const ReminderDialog = lazy(() => import('./reminder-dialog').then((module) => ({ default: module.ReminderDialog })));

export const REMINDER_COOKIE = 'uwp_reminder_shown';
export const REMINDER_TEXT = 'Please, setup working places for at least three days forward.';
const SUPPRESS_SECONDS = 24 * 60 * 60;

export function WorkingPlacesReminder() {
  const remindable = isDeveloper(useMyAccess());
  const [open, setOpen] = useState(false);
  // Once shown, the dialog stays mounted, so it closes with its animation.
  const [shown, setShown] = useState(false);
  const [due, setDue] = useState(false);
  const noDialogOpen = useNoDialogOpen(due && !shown);

  useEffect(() => {
    if (!remindable || readCookie(REMINDER_COOKIE)) return;
    let cancelled = false;
    getUwpIsThreeDaysForward()
      .then(({ is_setup_forward_three_days }) => {
        if (!cancelled && !is_setup_forward_three_days) setDue(true);
      })
      // A reminder is not worth an error toast: it will be asked again at the next visit.
      .catch(() => undefined);
    return () => {
      cancelled = true;
    };
  }, [remindable]);

  // Due and nothing else open: shown now, and from then on until closed.
  if (due && !shown && noDialogOpen) {
    setShown(true);
    setOpen(true);
  }

  useEffect(() => {
    if (shown) writeCookie(REMINDER_COOKIE, '1', SUPPRESS_SECONDS);
  }, [shown]);

  return shown ? (
    <Suspense fallback={null}>
      <ReminderDialog open={open} onClose={() => setOpen(false)} />
    </Suspense>
  ) : null;
}
