/** "Week: start - end" between the previous and next week buttons (document 3, /timesheet), and a way back to this week. */
import { Button, IconButton } from '@chakra-ui/react/button';
import { HStack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import type { WeekResponse } from '@portal/shared';
import { WEEK_SHORTCUTS } from '../hooks/use-week-keys';
import { weekLabel } from '../week';

type Props = { week: WeekResponse | undefined; onMove: (by: -1 | 1) => void; onThisWeek: () => void; isThisWeek: boolean };

export function WeekNavigation({ week, onMove, onThisWeek, isThisWeek }: Props) {
  return (
    <HStack gap="3" wrap="wrap">
      <IconButton
        aria-label="Previous week"
        aria-keyshortcuts={WEEK_SHORTCUTS.previous}
        variant="outline"
        size="sm"
        onClick={() => onMove(-1)}
      >
        ‹
      </IconButton>
      <Text fontWeight="semibold" minW="15rem" textAlign="center" aria-live="polite">
        {week ? weekLabel(week) : 'Week: …'}
      </Text>
      <IconButton aria-label="Next week" aria-keyshortcuts={WEEK_SHORTCUTS.next} variant="outline" size="sm" onClick={() => onMove(1)}>
        ›
      </IconButton>
      <Button
        variant="ghost"
        size="sm"
        disabled={isThisWeek}
        aria-keyshortcuts={WEEK_SHORTCUTS.thisWeek.toUpperCase()}
        onClick={onThisWeek}
      >
        This week
      </Button>
    </HStack>
  );
}
