/**
 * What a signed-in user sees on a page their role may not open: the refusal in words, inside
 * the frame, and the way back to their own first page (issue 32: a silent redirect to login,
 * which sent them straight on to the dashboard, left them wondering where the page went).
 */
import { Link } from '@chakra-ui/react/link';
import { Stack } from '@chakra-ui/react/stack';
import { Link as RouterLink } from 'react-router-dom';
import { PageHeading } from '@portal/shared';

export function AccessDenied({ home }: { home: string }) {
  return (
    <Stack gap="3" align="start">
      <PageHeading>You do not have access to this page</PageHeading>
      <Link asChild>
        <RouterLink to={home}>{home === '/' ? 'Go to the dashboard' : 'Go to the projects list'}</RouterLink>
      </Link>
    </Stack>
  );
}
