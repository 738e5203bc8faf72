/** "Week: start - end" between the previous and next week buttons (document 3, /timesheet). */
import { IconButton } from '@chakra-ui/react/button';
import { HStack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import type { WeekResponse } from '@portal/shared';
import { weekLabel } from '../week';

type Props = { week: WeekResponse | undefined; onMove: (by: -1 | 1) => void };

export function WeekNavigation({ week, onMove }: Props) {
  return (
    <HStack gap="3">
      <IconButton aria-label="Previous week" variant="outline" size="sm" onClick={() => onMove(-1)}>
        ‹
      </IconButton>
      <Text fontWeight="semibold" minW="15rem" textAlign="center" aria-live="polite">
        {week ? weekLabel(week) : 'Week: …'}
      </Text>
      <IconButton aria-label="Next week" variant="outline" size="sm" onClick={() => onMove(1)}>
        ›
      </IconButton>
    </HStack>
  );
}
