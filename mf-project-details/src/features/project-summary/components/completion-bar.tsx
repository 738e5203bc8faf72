/** The elapsed-time bar of the summary, its percentage announced to screen readers as a progressbar. */
import { Box } from '@chakra-ui/react/box';
import { Flex } from '@chakra-ui/react/flex';
import { Text } from '@chakra-ui/react/text';
import { completionPercent, completionTone } from '../completion';

export function CompletionBar({ startDate, deadline }: { startDate: string; deadline: string }) {
  const percent = completionPercent(startDate, deadline);
  const tone = completionTone(percent);
  return (
    <Flex align="center" gap="3">
      <Box
        role="progressbar"
        aria-label="Completion"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={`${percent}% of the time to the deadline has elapsed`}
        data-tone={tone}
        flex="1"
        h="2.5"
        bg="bg.muted"
        rounded="full"
        overflow="hidden"
      >
        <Box h="full" w={`${percent}%`} bg={`${tone}.solid`} rounded="full" />
      </Box>
      <Text fontSize="sm" minW="10" textAlign="end" aria-hidden>
        {percent}%
      </Text>
    </Flex>
  );
}
