/**
 * Renders HTML written by the server (notification messages) after DOMPurify has removed
 * scripts, event handlers and anything else that could run. It lives with the notifications,
 * its one user, so DOMPurify arrives with the signed-in frame and not on the sign-in page.
 */
import DOMPurify from 'dompurify';
import { Box, type BoxProps } from '@chakra-ui/react/box';

export function sanitizeHtml(html: string): string {
  return DOMPurify.sanitize(html, { USE_PROFILES: { html: true } });
}

export function SafeHtml({ html, ...boxProps }: { html: string } & BoxProps) {
  return <Box {...boxProps} dangerouslySetInnerHTML={{ __html: sanitizeHtml(html) }} />;
}
