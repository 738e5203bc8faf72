/** One sidebar link, highlighted when its page is open; pointing at it starts loading its area. */
import type { ReactNode } from 'react';
import { Link } from '@chakra-ui/react/link';
import { NavLink } from 'react-router-dom';
import { preloadArea } from '../../../app/preload';

export function SidebarLink({ to, children, end = false }: { to: string; children: ReactNode; end?: boolean }) {
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
}
