/**
 * @portal/shared/avatar: a user's picture, or their initials when there is none. Its own
 * subpath so that the avatar (and its state machine) stays out of the sign-in page.
 */
import { Avatar } from '@chakra-ui/react/avatar';

export function UserAvatar({ name, src, size = 'sm' }: { name: string; src: string | null; size?: 'xs' | 'sm' | 'md' }) {
  return (
    <Avatar.Root size={size}>
      <Avatar.Fallback name={name} />
      {src && <Avatar.Image src={src} alt="" />}
    </Avatar.Root>
  );
}
