/** The header's profile button: the avatar, and the name on wide screens. */
import { Button, type ButtonProps } from '@chakra-ui/react/button';
import { Text } from '@chakra-ui/react/text';
import { UserAvatar } from '@portal/shared/avatar';

type ProfileButtonProps = ButtonProps & { name: string; avatar: string | null };

export function ProfileButton({ name, avatar, ...buttonProps }: ProfileButtonProps) {
  return (
    // The name starts the button's name: what is read is what is shown (and what speech input says).
    <Button variant="ghost" aria-label={`${name}: profile menu`} px="2" {...buttonProps}>
      <span aria-hidden="true">
        <UserAvatar name={name} src={avatar} />
      </span>
      <Text display={{ base: 'none', md: 'block' }}>{name}</Text>
    </Button>
  );
}
