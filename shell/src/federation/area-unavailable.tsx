/**
 * The fallback of an area whose remote is down, slow, missing or broken, or was built for
 * another version of the portal's federation contract (contract-check.ts). A refused remote
 * cannot be retried: a newer portal is a reload away once it is deployed, an older area waits
 * for its team's next deploy.
 */
import { Button } from '@chakra-ui/react/button';
import { Card } from '@chakra-ui/react/card';
import { Heading } from '@chakra-ui/react/heading';
import { Text } from '@chakra-ui/react/text';
import { builtForNewerPortal } from './contract-check';

type AreaUnavailableProps = {
  area: string;
  onRetry?: () => void;
  /** The contract version the area's remote was built for, when the shell refused it. */
  refusedContract?: string;
};

export function AreaUnavailable({ area, onRetry, refusedContract }: AreaUnavailableProps) {
  if (refusedContract !== undefined) return <AreaOfAnotherVersion area={area} contract={refusedContract} />;
  return (
    <Card.Root role="alert" maxW="lg" mx="auto" mt="10" data-testid="area-unavailable">
      <Card.Body gap="3">
        <Heading size="md">{area} is unavailable</Heading>
        <Text color="fg.muted">
          This part of the portal could not be loaded. The rest of the portal still works; try again in a moment.
        </Text>
      </Card.Body>
      {onRetry && (
        <Card.Footer>
          <Button onClick={onRetry} colorPalette="blue">
            Retry
          </Button>
        </Card.Footer>
      )}
    </Card.Root>
  );
}

function AreaOfAnotherVersion({ area, contract }: { area: string; contract: string }) {
  const newer = builtForNewerPortal(contract);
  return (
    <Card.Root role="alert" maxW="lg" mx="auto" mt="10" data-testid="area-unavailable">
      <Card.Body gap="3">
        <Heading size="md">{newer ? `${area} needs a newer portal` : `${area} needs updating`}</Heading>
        <Text color="fg.muted">
          {newer
            ? 'This part of the portal was updated for a newer version of the portal than the one open here. Reload the page to get the newest portal; the rest of the portal still works.'
            : 'This part of the portal was built for an older version of the portal and cannot run in this one. The rest of the portal still works.'}
        </Text>
      </Card.Body>
      {newer && (
        <Card.Footer>
          <Button onClick={() => window.location.reload()} colorPalette="blue">
            Reload
          </Button>
        </Card.Footer>
      )}
    </Card.Root>
  );
}
