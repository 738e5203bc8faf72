/**
 * One card of the personal home: a titled region with its figures and a link to the page that
 * resolves what it shows (or a link on each of its projects). The link is the card's last
 * element, so a keyboard user reaches it after reading the figures.
 */
import type { ReactNode } from 'react';
import { Card } from '@chakra-ui/react/card';
import { Heading } from '@chakra-ui/react/heading';
import { Link } from '@chakra-ui/react/link';
import { Link as RouterLink } from 'react-router-dom';

export type HomeCardProps = {
  /** Names the card's region and the test id (`home-${id}`). */
  id: string;
  title: string;
  /** Where what the card shows is resolved, and the words of the link; none when each row links its project. */
  action?: { to: string; label: string };
  children: ReactNode;
};

export function HomeCard({ id, title, action, children }: HomeCardProps) {
  const headingId = `home-${id}-heading`;
  return (
    <Card.Root as="section" aria-labelledby={headingId} data-testid={`home-${id}`} size="sm">
      <Card.Header>
        <Heading as="h3" size="sm" id={headingId}>
          {title}
        </Heading>
      </Card.Header>
      <Card.Body gap="2">{children}</Card.Body>
      {action && (
        <Card.Footer>
          <Link asChild colorPalette="blue" color="colorPalette.fg" fontWeight="medium">
            <RouterLink to={action.to} data-testid={`home-${id}-link`}>
              {action.label}
            </RouterLink>
          </Link>
        </Card.Footer>
      )}
    </Card.Root>
  );
}

/** A project's title linking to its details page, as every card names a project. */
export function ProjectLink({ id, title }: { id: number; title: string }) {
  return (
    <Link asChild colorPalette="blue" color="colorPalette.fg">
      <RouterLink to={`/project/${id}`}>{title}</RouterLink>
    </Link>
  );
}
