/**
 * "A new version is available" for the area being shown, after its remote was redeployed
 * (area-versions.ts). The area keeps working on the version it loaded; Reload, or the next
 * navigation into the area, loads the page on the new one.
 */
import { useEffect, useState } from 'react';
import { Button } from '@chakra-ui/react/button';
import { HStack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { useLocation } from 'react-router-dom';
import { checkRedeployed, isKnownRedeployed } from './area-versions';

/** The first area shown after the page loaded runs what /remotes.json said a moment ago: nothing to compare. */
let firstAreaOfPage = true;

export function NewVersionNotice({ remote }: { remote: string }) {
  const { pathname } = useLocation();
  const [redeployed, setRedeployed] = useState(false);

  useEffect(() => {
    if (firstAreaOfPage) {
      firstAreaOfPage = false;
      return;
    }
    if (isKnownRedeployed(remote)) {
      // The user was told on an earlier navigation; this one loads the new version.
      window.location.reload();
      return;
    }
    let current = true;
    void checkRedeployed(remote).then((changed) => current && setRedeployed(changed));
    return () => {
      current = false;
    };
  }, [remote, pathname]);

  if (!redeployed) return null;
  return (
    <HStack role="status" gap="3" mb="4" px="4" py="2" borderWidth="1px" borderRadius="md" bg="bg.info" wrap="wrap">
      <Text>A new version is available.</Text>
      <Button size="sm" colorPalette="blue" onClick={() => window.location.reload()}>
        Reload
      </Button>
    </HStack>
  );
}
