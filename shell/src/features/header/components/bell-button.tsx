/** The header's bell: the unread count as a badge, and in the button's name. */
import { Badge } from '@chakra-ui/react/badge';
import { IconButton, type IconButtonProps } from '@chakra-ui/react/button';

export function BellButton({ count, ...buttonProps }: IconButtonProps & { count: number }) {
  return (
    <IconButton variant="ghost" aria-label={`Notifications (${count} unread)`} position="relative" {...buttonProps}>
      <BellIcon />
      {count > 0 && (
        <Badge
          colorPalette="red"
          variant="solid"
          position="absolute"
          top="0"
          right="0"
          size="xs"
          data-testid="notification-count"
          // The count is in the button's name already.
          aria-hidden="true"
        >
          {count}
        </Badge>
      )}
    </IconButton>
  );
}

function BellIcon() {
  return (
    <svg width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
      <path d="M18 8a6 6 0 0 0-12 0c0 7-3 9-3 9h18s-3-2-3-9" />
      <path d="M13.73 21a2 2 0 0 1-3.46 0" />
    </svg>
  );
}
