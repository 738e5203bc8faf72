/** /timesheet (document 3): the week of timesheet entries, grouped per day. */
import { Heading } from '@chakra-ui/react/heading';
import { Stack } from '@chakra-ui/react/stack';

export function TimesheetPage() {
  return (
    <Stack gap="5">
      <Heading as="h1" size="xl">
        Timesheet
      </Heading>
    </Stack>
  );
}
