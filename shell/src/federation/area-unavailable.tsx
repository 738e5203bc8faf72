/** The fallback of an area whose remote is down, slow, missing or broken. */
import { Button } from '@chakra-ui/react/button';
import { Card } from '@chakra-ui/react/card';
import { Heading } from '@chakra-ui/react/heading';
import { Text } from '@chakra-ui/react/text';

export function AreaUnavailable({ area, onRetry }: { area: string; onRetry?: () => void }) {
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
