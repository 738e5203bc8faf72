/**
 * The menu: the entries the access rules allow for this user (shared sidebarEntries) and the
 * user's MVP project shortcuts, with underscores shown as spaces. On a narrow screen it folds
 * behind a Menu button above the page (closing again once a page is chosen), so the page is
 * what a phone shows first and entries that arrive late never push the page down.
 */
import { memo, useState } from 'react';
import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Collapsible } from '@chakra-ui/react/collapsible';
import { useBreakpointValue } from '@chakra-ui/react/hooks';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { useLocation } from 'react-router-dom';
import { type MvpShortcut, useAccessSubject } from '@portal/shared';
import { type AccessSubject, canSeeProjects, sidebarEntries, type SidebarEntry } from '@portal/shared/access';
import { useProjectsMvp } from '../api/projects-mvp';
import { SidebarLink } from './sidebar-link';

export const mvpLabel = (title: string) => title.replace(/_/g, ' ');

export function Sidebar() {
  const subject = useAccessSubject();
  const { data: mvp } = useProjectsMvp(Boolean(subject && canSeeProjects(subject)));
  const { pathname } = useLocation();
  // On a phone the menu stays open on the page it was opened on, and folds once another page is chosen.
  const [menuOpenedOn, setOpenOnPhone] = useState<string | null>(null);
  const open = menuOpenedOn === pathname;
  // Folded on a phone, the entries are drawn when the menu opens: some forty Chakra elements less
  // in the first screen's render.
  const besidePage = useBreakpointValue({ base: false, md: true }, { ssr: false });
  if (!subject) return null;

  return (
    <Box
      as="nav"
      aria-label="Main"
      w={{ base: 'full', md: '60' }}
      flexShrink={0}
      borderRightWidth={{ md: '1px' }}
      borderBottomWidth={{ base: '1px', md: '0' }}
      p="3"
      bg="bg.panel"
    >
      <Button
        hideFrom="md"
        variant="ghost"
        size="sm"
        aria-expanded={open}
        aria-controls="main-menu"
        onClick={() => setOpenOnPhone(open ? null : pathname)}
      >
        {open ? 'Close menu' : 'Menu'}
      </Button>
      {/* Beside the page the entries stay in view below the sticky header (3.5rem) while a long
          page scrolls; the column itself stretches with the page, its border down to the end. */}
      <Box
        id="main-menu"
        display={{ base: open ? 'block' : 'none', md: 'block' }}
        mt={{ base: '2', md: '0' }}
        position={{ md: 'sticky' }}
        top={{ md: 'calc(3.5rem + 0.75rem)' }}
        maxH={{ md: 'calc(100vh - 5rem)' }}
        overflowY={{ md: 'auto' }}
      >
        {(open || besidePage) && <SidebarEntries subject={subject} mvp={mvp?.data ?? []} />}
      </Box>
    </Box>
  );
}

function SidebarEntries({ subject, mvp }: { subject: AccessSubject; mvp: MvpShortcut[] }) {
  return (
    <>
      <Stack as="ul" gap="0.5" listStyleType="none">
        {sidebarEntries(subject).map((entry) => (
          <li key={entry.label}>
            {entry.children ? (
              <SidebarGroup entry={entry} />
            ) : (
              <SidebarLink to={entry.path} end>
                {entry.label}
              </SidebarLink>
            )}
          </li>
        ))}
      </Stack>
      {mvp.length > 0 && (
        <Box mt="6">
          <Text px="3" mb="1" fontSize="xs" fontWeight="semibold" textTransform="uppercase" color="fg.muted" id="mvp-heading">
            MVP projects
          </Text>
          <Stack as="ul" gap="0.5" listStyleType="none" aria-labelledby="mvp-heading">
            {mvp.map((shortcut) => (
              <li key={shortcut.entity_id}>
                <SidebarLink to={`/project/${shortcut.entity_id}`}>{mvpLabel(shortcut.project_title)}</SidebarLink>
              </li>
            ))}
          </Stack>
        </Box>
      )}
    </>
  );
}

// A group's links are constant lists: the same list is the same group, however often the menu renders.
const SidebarGroup = memo(
  function SidebarGroup({ entry }: { entry: SidebarEntry }) {
    const { pathname } = useLocation();
    const prefix = entry.path.split('/').slice(0, 2).join('/');
    return (
      <Collapsible.Root defaultOpen={pathname.startsWith(`${prefix}/`)}>
        <Collapsible.Trigger
          w="full"
          textAlign="start"
          px="3"
          py="1.5"
          borderRadius="md"
          cursor="pointer"
          _hover={{ bg: 'bg.muted' }}
          _focusVisible={{ outline: '2px solid', outlineColor: 'blue.focusRing' }}
        >
          {entry.label}
        </Collapsible.Trigger>
        <Collapsible.Content>
          <Stack as="ul" gap="0.5" pl="3" listStyleType="none" aria-label={entry.label}>
            {entry.children?.map((child) => (
              <li key={child.path}>
                <SidebarLink to={child.path}>{child.label}</SidebarLink>
              </li>
            ))}
          </Stack>
        </Collapsible.Content>
      </Collapsible.Root>
    );
  },
  (before, after) => before.entry.label === after.entry.label && before.entry.children === after.entry.children,
);
