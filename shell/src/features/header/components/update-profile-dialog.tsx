/**
 * Update profile: every field optional; typing a new password makes the current password and
 * the confirmation required. The new password's rule is said under it; the API's reasons for
 * refusing a password show under its fields. On success: "Profile has been updated." and a
 * reload after 1 s (document 1, section 4), so the new avatar shows everywhere. Below the
 * fields, the two-factor sign-in section, with its own forms and buttons (Save is only the
 * profile's).
 */
import { Button } from '@chakra-ui/react/button';
import { Dialog } from '@chakra-ui/react/dialog';
import { Portal } from '@chakra-ui/react/portal';
import { Stack } from '@chakra-ui/react/stack';
import { Form } from 'react-final-form';
import { FORM_ERROR } from 'final-form';
import {
  composeValidators,
  minLength,
  NEW_PASSWORD_MIN_LENGTH,
  NEW_PASSWORD_RULE,
  notifyError,
  notifySuccess,
  sameAs,
  type ProfileUpdateFields,
  type Validator,
} from '@portal/shared';
import { toSubmissionErrors } from '@portal/shared/dialogs';
import { FileField } from '@portal/shared/file-field';
import { TextField } from '../../../components/text-field';
import { TwoFactorSection } from '../../auth/profile-two-factor';
import { postProfileUpdate } from '../api/update-profile';

export const PROFILE_UPDATED = 'Profile has been updated.';
const RELOAD_DELAY_MS = 1000;
export const AVATAR_MAX_BYTES = 2 * 1024 * 1024;
const AVATAR_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'];
// The Save button sits in the footer, outside the form, so that the two-factor forms are not nested in it.
const FORM_ID = 'update-profile-form';
const PASSWORD_FIELDS = ['old_password', 'password', 'password_confirmation'];

const requiredWithNewPassword: Validator = (value, allValues) =>
  (allValues as ProfileUpdateFields | undefined)?.password && !value ? 'Required' : undefined;

const avatarRules: Validator<File | undefined> = (file) => {
  if (!file) return undefined;
  if (!AVATAR_TYPES.includes(file.type)) return 'Choose a PNG, JPEG, WebP or GIF image';
  if (file.size > AVATAR_MAX_BYTES) return 'The image must be 2 MB or smaller';
  return undefined;
};

type Props = { open: boolean; onClose: () => void };

export function UpdateProfileDialog({ open, onClose }: Props) {
  const save = async (fields: ProfileUpdateFields) => {
    try {
      await postProfileUpdate(fields);
      notifySuccess(PROFILE_UPDATED);
      onClose();
      setTimeout(() => window.location.reload(), RELOAD_DELAY_MS);
    } catch (error) {
      // The dialog stays open with everything typed, so the user can correct and resend; the
      // avatar's reason (its field shows only its own checks) goes to a toast.
      const errors = await toSubmissionErrors(error, PASSWORD_FIELDS);
      if (errors?.[FORM_ERROR]) notifyError(String(errors[FORM_ERROR]));
      return errors;
    }
  };

  return (
    <Dialog.Root open={open} onOpenChange={(details) => !details.open && onClose()} lazyMount unmountOnExit>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Form<ProfileUpdateFields>
              onSubmit={save}
              render={({ handleSubmit, submitting }) => (
                <>
                  <Dialog.Header>
                    <Dialog.Title>Update profile</Dialog.Title>
                  </Dialog.Header>
                  <Dialog.Body>
                    <Stack gap="6">
                      <Stack asChild gap="4">
                        <form id={FORM_ID} onSubmit={(event) => void handleSubmit(event)} noValidate>
                          <TextField
                            name="old_password"
                            label="Current password"
                            type="password"
                            autoComplete="current-password"
                            validate={requiredWithNewPassword}
                          />
                          <TextField
                            name="password"
                            label="New password"
                            type="password"
                            autoComplete="new-password"
                            hint={NEW_PASSWORD_RULE}
                            validate={minLength(NEW_PASSWORD_MIN_LENGTH)}
                          />
                          <TextField
                            name="password_confirmation"
                            label="Confirm new password"
                            type="password"
                            autoComplete="new-password"
                            validate={composeValidators(requiredWithNewPassword, sameAs('password'))}
                          />
                          <FileField name="avatar" label="Avatar" accept={AVATAR_TYPES.join(',')} validate={avatarRules} />
                        </form>
                      </Stack>
                      <TwoFactorSection />
                    </Stack>
                  </Dialog.Body>
                  <Dialog.Footer>
                    <Dialog.ActionTrigger asChild>
                      <Button variant="outline">Cancel</Button>
                    </Dialog.ActionTrigger>
                    <Button type="submit" form={FORM_ID} colorPalette="blue" loading={submitting}>
                      Save
                    </Button>
                  </Dialog.Footer>
                </>
              )}
            />
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
