/** The top bar of every signed-in page; `search` is the command palette's button, composed in by the layout. */
import type { ReactNode } from 'react';
import { Flex } from '@chakra-ui/react/flex';
import { HStack } from '@chakra-ui/react/stack';
import { Link } from '@chakra-ui/react/link';
import { Link as RouterLink } from 'react-router-dom';
import { AddProjectButton } from './add-project-button';
import { NotificationsPopover } from './notifications-popover';
import { ProfileMenu } from './profile-menu';
import { RunningTimer } from './running-timer';

export function Header({ search }: { search?: ReactNode }) {
  return (
    <Flex
      as="header"
      h="14"
      px="4"
      align="center"
      justify="space-between"
      borderBottomWidth="1px"
      bg="bg.panel"
      position="sticky"
      top="0"
      zIndex="docked"
    >
      <Link asChild fontWeight="bold" fontSize="lg" _hover={{ textDecoration: 'none' }}>
        <RouterLink to="/">Agency portal</RouterLink>
      </Link>
      <HStack gap="2">
        <RunningTimer />
        {search}
        <AddProjectButton />
        <NotificationsPopover />
        <ProfileMenu />
      </HStack>
    </Flex>
  );
}
