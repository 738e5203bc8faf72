/**
 * The recovery codes, shown once after two-factor sign-in is turned on: each works once
 * instead of a code from the app. They can be copied or downloaded; the server keeps only
 * their hashes, so they cannot be shown again.
 */
import { Button } from '@chakra-ui/react/button';
import { Box } from '@chakra-ui/react/box';
import { HStack, Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { notifyError, notifySuccess, saveBlob } from '@portal/shared';

export const RECOVERY_CODES_FILE = 'agency-portal-recovery-codes.txt';

type Props = { codes: string[]; doneLabel: string; onDone: () => void };

export function RecoveryCodes({ codes, doneLabel, onDone }: Props) {
  const text = `${codes.join('\n')}\n`;
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      notifySuccess('Recovery codes copied.');
    } catch {
      notifyError('The browser did not allow copying: download the codes or write them down.');
    }
  };

  return (
    <Stack gap="3">
      <Text fontSize="sm" role="status">
        Two-factor sign-in is on. Keep these recovery codes somewhere safe: each one signs you in once if you lose your authenticator app.
        They are shown only now.
      </Text>
      <Box
        as="ol"
        aria-label="Recovery codes"
        fontFamily="mono"
        display="grid"
        gridTemplateColumns="repeat(2, max-content)"
        columnGap="6"
        rowGap="1"
      >
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </Box>
      <HStack gap="2" wrap="wrap">
        <Button size="sm" variant="outline" onClick={() => void copy()}>
          Copy
        </Button>
        <Button size="sm" variant="outline" onClick={() => saveBlob(new Blob([text], { type: 'text/plain' }), RECOVERY_CODES_FILE)}>
          Download
        </Button>
        <Button size="sm" colorPalette="blue" onClick={onDone}>
          {doneLabel}
        </Button>
      </HStack>
    </Stack>
  );
}
