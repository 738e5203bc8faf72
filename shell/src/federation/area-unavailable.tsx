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

type Explanation = { heading: string; text: string; action?: { label: string; run: () => void } };

function explain({ area, onRetry, refusedContract }: AreaUnavailableProps): Explanation {
  const rest = 'The rest of the portal still works';
  if (refusedContract === undefined) {
    return {
      heading: `${area} is unavailable`,
      text: `This part of the portal could not be loaded. ${rest}; try again in a moment.`,
      action: onRetry && { label: 'Retry', run: onRetry },
    };
  }
  if (builtForNewerPortal(refusedContract)) {
    return {
      heading: `${area} needs a newer portal`,
      text: `This part of the portal was updated for a newer version of the portal than the one open here. Reload the page to get it. ${rest}.`,
      action: { label: 'Reload', run: () => window.location.reload() },
    };
  }
  return {
    heading: `${area} needs updating`,
    text: `This part of the portal was built for an older version of the portal and cannot run in this one. ${rest}.`,
  };
}

export function AreaUnavailable(props: AreaUnavailableProps) {
  const { heading, text, action } = explain(props);
  return (
    <Card.Root role="alert" maxW="lg" mx="auto" mt="10" data-testid="area-unavailable">
      <Card.Body gap="3">
        <Heading size="md">{heading}</Heading>
        <Text color="fg.muted">{text}</Text>
      </Card.Body>
      {action && (
        <Card.Footer>
          <Button onClick={action.run} colorPalette="blue">
            {action.label}
          </Button>
        </Card.Footer>
      )}
    </Card.Root>
  );
}
