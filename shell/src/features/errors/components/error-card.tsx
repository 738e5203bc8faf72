/** What a region that threw shows instead of a blank page. */
import { Box } from '@chakra-ui/react/box';
import { Link } from '@chakra-ui/react/link';
import { HStack } from '@chakra-ui/react/stack';
import { ErrorState } from '@portal/shared';

export function ErrorCard({ region, onRetry }: { region: string; onRetry: () => void }) {
  return (
    <Box as="section" aria-label={`${region}: something went wrong`} borderWidth="1px" borderRadius="md" bg="bg.panel" m="2">
      <ErrorState message="Something went wrong" onRetry={onRetry}>
        {/* Full page loads: whatever broke starts over from scratch. /logout ends the session and opens sign-in. */}
        <HStack gap="4" fontSize="sm">
          <Link href="/">Home</Link>
          <Link href="/logout">Sign in again</Link>
        </HStack>
      </ErrorState>
    </Box>
  );
}
