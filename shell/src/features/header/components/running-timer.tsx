/**
 * The header's running timer (issue 32), on every page: the time run, ticking each second from
 * what the API counted, the project and activity it logs to, Stop (the time becomes that day's
 * hours) and Discard. Nothing shows while no timer runs or for users who log no time. The timer
 * is started on a row of the week grid (mf-timesheet); the header only reads the API, so no
 * remote loads for it.
 */
import { useEffect, useState } from 'react';
import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { HStack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { notifySuccess, reportApiError, type RunningTimer as Timer, useMyAccess } from '@portal/shared';
import { canLogTime } from '@portal/shared/access';
import { useDiscardTimer } from '../api/discard-timer';
import { useRunningTimer } from '../api/get-running-timer';
import { useStopTimer } from '../api/stop-timer';

/** h:mm:ss, as a stopwatch reads. */
export function elapsedText(seconds: number): string {
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = seconds % 60;
  return `${h}:${String(m).padStart(2, '0')}:${String(s).padStart(2, '0')}`;
}

/** Counts on from the seconds the API answered with; mounted anew with each answer. */
function TimerClock({ seconds }: { seconds: number }) {
  const [shown, setShown] = useState(seconds);
  useEffect(() => {
    const mounted = Date.now();
    const tick = setInterval(() => setShown(seconds + Math.floor((Date.now() - mounted) / 1000)), 1000);
    return () => clearInterval(tick);
  }, [seconds]);
  return (
    <Text as="span" fontVariantNumeric="tabular-nums" fontWeight="semibold" aria-hidden="true">
      {elapsedText(shown)}
    </Text>
  );
}

function RunningTimerBar({ timer }: { timer: Timer }) {
  const stop = useStopTimer();
  const discard = useDiscardTimer();
  const [busy, setBusy] = useState(false);
  const run = async (action: () => Promise<unknown>) => {
    setBusy(true);
    try {
      await action();
    } catch (error) {
      await reportApiError(error);
    } finally {
      setBusy(false);
    }
  };
  const what = `${timer.project_title}, ${timer.activity_name}`;
  return (
    <HStack role="group" aria-label={`Running timer: ${what}`} gap="2" borderWidth="1px" borderRadius="md" px="2" py="1">
      <Box as="span" w="2" h="2" borderRadius="full" bg="red.solid" aria-hidden="true" />
      <TimerClock key={`${timer.started_at}/${timer.running_seconds}`} seconds={timer.running_seconds} />
      <Text as="span" textStyle="sm" maxW="16rem" truncate display={{ base: 'none', md: 'inline' }} title={what}>
        {what}
      </Text>
      <Button
        size="xs"
        colorPalette="red"
        loading={busy}
        onClick={() =>
          void run(async () => {
            const entry = await stop();
            // The date format comes with the first date a page shows, not with the header every page loads.
            const { formatDate } = await import('@portal/shared/format');
            notifySuccess(`${entry.hours} h logged on ${formatDate(entry.manual_date)}.`);
          })
        }
      >
        Stop
      </Button>
      <Button size="xs" variant="ghost" disabled={busy} aria-label="Discard the timer" onClick={() => void run(() => discard())}>
        Discard
      </Button>
    </HStack>
  );
}

export function RunningTimer() {
  const logsTime = canLogTime(useMyAccess());
  const { data } = useRunningTimer(logsTime);
  const timer = data?.data;
  return timer ? <RunningTimerBar timer={timer} /> : null;
}
