/**
 * A week-grid row's timer (issue 32): "Start timer" on the row's project, activity and MJN, or
 * "Timer running" on the row it runs on. One timer runs at a time, so no other row offers a
 * start meanwhile; the header shows it and stops it. A refusal (the project's rules, a timer
 * started meanwhile on another device) is said in a toast.
 */
import { useState } from 'react';
import { Badge } from '@chakra-ui/react/badge';
import { Button } from '@chakra-ui/react/button';
import { apiErrorMessage, apiErrorStatus, eventBus, notifyError, reportApiError, type RunningTimer } from '@portal/shared';
import type { GridRowHead } from '../grid-rows';
import { useStartTimer } from '../api/start-timer';

type Props = {
  row: GridRowHead;
  /** The row's title, for the button's name ("Start timer on Spring campaign, Design"). */
  title: string;
  running: RunningTimer | null | undefined;
};

const runsOn = (timer: RunningTimer, row: GridRowHead) =>
  timer.project_id === row.project_id && timer.activity_type_id === row.activity_type_id && (timer.mjn ?? '') === (row.mjn ?? '');

export function RowTimer({ row, title, running }: Props) {
  const start = useStartTimer();
  const [starting, setStarting] = useState(false);
  const startHere = async () => {
    setStarting(true);
    try {
      await start({ project_id: row.project_id, activity_type_id: row.activity_type_id, mjn: row.mjn });
    } catch (error) {
      if (apiErrorStatus(error) === 409) {
        // Started meanwhile in another tab or device: show it here and in the header.
        notifyError(await apiErrorMessage(error));
        eventBus.emit('timer-changed', {});
      } else await reportApiError(error);
    } finally {
      setStarting(false);
    }
  };
  if (running && runsOn(running, row))
    return (
      <Badge colorPalette="red" variant="subtle" size="sm">
        Timer running
      </Badge>
    );
  return (
    <Button
      size="2xs"
      variant="outline"
      aria-label={`Start timer on ${title}`}
      title={running ? 'A timer is already running: stop it in the header first.' : undefined}
      disabled={Boolean(running)}
      loading={starting}
      onClick={() => void startHere()}
    >
      Start timer
    </Button>
  );
}
