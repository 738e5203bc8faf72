/** /user-working-places (document 3): where developers work on which days. */
import { Heading } from '@chakra-ui/react/heading';
import { Stack } from '@chakra-ui/react/stack';

export function WorkingPlacesPage() {
  return (
    <Stack gap="5">
      <Heading as="h1" size="xl">
        Working places
      </Heading>
    </Stack>
  );
}
