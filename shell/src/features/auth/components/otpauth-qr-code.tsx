/**
 * The otpauth:// URI as a QR code for an authenticator app to scan, drawn by Chakra's QR code
 * (zag-js on `uqr`, already part of the design system, so no library is added). Loaded on
 * demand (see enrolment-secret.tsx) so that the sign-in page does not carry the encoder.
 */
import { QrCode } from '@chakra-ui/react/qr-code';

export function OtpauthQrCode({ uri }: { uri: string }) {
  return (
    <QrCode.Root value={uri} size="xl" encoding={{ ecc: 'M' }} role="img" aria-label="QR code for your authenticator app">
      <QrCode.Frame bg="white" p="2">
        <QrCode.Pattern />
      </QrCode.Frame>
    </QrCode.Root>
  );
}
