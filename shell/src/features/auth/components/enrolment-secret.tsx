/**
 * What an authenticator app needs to add the portal: a QR code to scan and the same secret as
 * text to type, with a link for a phone that handles otpauth:// itself. Shown in the profile and
 * when sign-in requires a first enrolment.
 */
import { lazy, Suspense } from 'react';
import { Box } from '@chakra-ui/react/box';
import { Link } from '@chakra-ui/react/link';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import type { TwoFactorEnrolment } from '@portal/shared';

/**
 * The QR code's encoder comes with it, on demand: the sign-in page, which shows it
 * only when a first enrolment is required, does not carry them.
 */
const OtpauthQrCode = lazy(() =>
  import(/* webpackChunkName: "otpauth-qr-code" */ './otpauth-qr-code').then((module) => ({
    default: module.OtpauthQrCode,
  })),
);
const QR_CODE_SIZE = '200px';

/** In groups of four, as authenticator apps show secrets; they ignore the spaces. */
function grouped(secret: string): string {
  return secret.replace(/(.{4})(?=.)/g, '$1 ');
}

export function EnrolmentSecret({ enrolment }: { enrolment: TwoFactorEnrolment }) {
  return (
    <Stack gap="3" align="start">
      <Text fontSize="sm">
        Scan this QR code with an authenticator app (Google Authenticator, Microsoft Authenticator, 1Password…), or type the secret key into
        it.
      </Text>
      <Suspense fallback={<Box width={QR_CODE_SIZE} height={QR_CODE_SIZE} bg="bg.muted" />}>
        <OtpauthQrCode uri={enrolment.otpauth_uri} />
      </Suspense>
      <Stack gap="1">
        <Text fontSize="sm" fontWeight="medium" id="two-factor-secret-label">
          Secret key
        </Text>
        <Box
          as="code"
          aria-labelledby="two-factor-secret-label"
          fontFamily="mono"
          fontSize="md"
          bg="bg.muted"
          px="2"
          py="1"
          rounded="sm"
          userSelect="all"
          data-testid="two-factor-secret"
        >
          {grouped(enrolment.secret)}
        </Box>
      </Stack>
      <Link href={enrolment.otpauth_uri} fontSize="sm">
        Open in an authenticator app on this device
      </Link>
    </Stack>
  );
}
