/** /approval (document 3): Entries for Approval. */
import { Heading } from '@chakra-ui/react/heading';
import { Stack } from '@chakra-ui/react/stack';

export function ApprovalPage() {
  return (
    <Stack gap="5">
      <Heading as="h1" size="xl">
        Entries for Approval
      </Heading>
    </Stack>
  );
}
