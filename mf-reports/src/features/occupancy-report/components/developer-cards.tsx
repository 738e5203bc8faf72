/** The occupancy report's card per developer: their hours and the projects they logged on, as links. */
import { Card } from '@chakra-ui/react/card';
import { Heading } from '@chakra-ui/react/heading';
import { Link } from '@chakra-ui/react/link';
import { Box } from '@chakra-ui/react/box';
import { SimpleGrid } from '@chakra-ui/react/simple-grid';
import { Link as RouterLink } from 'react-router-dom';
import type { OccupancyDeveloper } from '@portal/shared';

export function DeveloperCards({ developers }: { developers: readonly OccupancyDeveloper[] }) {
  return (
    <SimpleGrid columns={{ base: 1, md: 2, xl: 3 }} gap="4">
      {developers.map((developer) => (
        <Card.Root key={developer.id} as="section" aria-label={developer.name} size="sm">
          <Card.Header>
            <Heading as="h3" size="sm">
              {developer.name} ({developer.hours} h)
            </Heading>
          </Card.Header>
          <Card.Body>
            <Box as="ul" ps="4" listStyleType="disc">
              {developer.projects.map((project) => (
                <Box as="li" key={project.id}>
                  <Link asChild colorPalette="blue">
                    <RouterLink to={`/project/${project.id}`}>{project.title}</RouterLink>
                  </Link>{' '}
                  ({project.hours} h)
                </Box>
              ))}
            </Box>
          </Card.Body>
        </Card.Root>
      ))}
    </SimpleGrid>
  );
}
