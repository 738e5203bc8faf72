/** What the auth feature offers the profile dialog (header feature): the two-factor sign-in section. */
export { TwoFactorSection } from './components/two-factor-section';
