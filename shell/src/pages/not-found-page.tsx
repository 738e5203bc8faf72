/** Any path the route table does not know. */
import { Heading } from '@chakra-ui/react/heading';
import { Link } from '@chakra-ui/react/link';
import { Stack } from '@chakra-ui/react/stack';
import { Link as RouterLink } from 'react-router-dom';

export function NotFoundPage() {
  return (
    <Stack align="center" py="16" gap="3">
      <Heading as="h1" size="lg">
        Page not found
      </Heading>
      <Link asChild>
        <RouterLink to="/">Go to the dashboard</RouterLink>
      </Link>
    </Stack>
  );
}
