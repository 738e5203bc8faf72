/**
 * One sidebar link, highlighted when its page is open; pointing at it starts loading its area.
 * Memoised: the menu renders again as the session's flags and the MVP shortcuts arrive, and
 * its thirty-odd links need not (each link still follows the location itself).
 */
import { memo, type ReactNode } from 'react';
import { Link } from '@chakra-ui/react/link';
import { NavLink } from 'react-router-dom';
import { preloadArea } from '../../../app/preload';

export const SidebarLink = memo(function SidebarLink({ to, children, end = false }: { to: string; children: ReactNode; end?: boolean }) {
  return (
    <Link
      asChild
      display="block"
      px="3"
      py="1.5"
      borderRadius="md"
      color="fg"
      _hover={{ bg: 'bg.muted', textDecoration: 'none' }}
      css={{ '&[aria-current=page]': { bg: 'colorPalette.subtle', color: 'colorPalette.fg', fontWeight: 'semibold' } }}
      colorPalette="blue"
    >
      <NavLink to={to} end={end} onMouseEnter={() => preloadArea(to)} onFocus={() => preloadArea(to)}>
        {children}
      </NavLink>
    </Link>
  );
});
