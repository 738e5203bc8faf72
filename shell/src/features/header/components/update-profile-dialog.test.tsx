import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NEW_PASSWORD_RULE, PASSWORD_TOO_COMMON_MESSAGE, type ProfileUpdateResponse, type TwoFactorStatusResponse } from '@portal/shared';
import { answerGet, answerPost, apiError, renderWithPortal, requestCount, sentBodies } from '@portal/shared/testing';
import { UpdateProfileDialog } from './update-profile-dialog';

describe('UpdateProfileDialog', () => {
  // The two-factor section has its own tests (two-factor-section.test.tsx); here it only loads.
  beforeEach(() => answerGet<TwoFactorStatusResponse>('profile/two-factor', { enabled: false, required: false, recovery_codes_left: 0 }));

  it('requires the current password and the confirmation once a new password is typed', async () => {
    renderWithPortal(<UpdateProfileDialog open onClose={() => {}} />, { toasts: true });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('New password'), 'new-secret');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findAllByText('Required')).toHaveLength(2);
    expect(requestCount('POST', 'profile/update')).toBe(0);
  });

  it('says the new password rule, checks its length and shows the API reason under the field', async () => {
    answerPost(
      'profile/update',
      apiError(422, { message: PASSWORD_TOO_COMMON_MESSAGE, errors: { password: [PASSWORD_TOO_COMMON_MESSAGE] } }),
    );
    renderWithPortal(<UpdateProfileDialog open onClose={() => {}} />, { toasts: true });
    const user = userEvent.setup();
    const password = await screen.findByLabelText('New password');
    expect(screen.getByText(NEW_PASSWORD_RULE)).toBeInTheDocument();
    await user.type(screen.getByLabelText('Current password'), 'demo1234');
    await user.type(password, 'short-one');
    await user.type(screen.getByLabelText('Confirm new password'), 'short-one');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Must be longer than 12 characters')).toBeInTheDocument();
    expect(requestCount('POST', 'profile/update')).toBe(0);

    await user.type(password, '1234');
    await user.clear(screen.getByLabelText('Confirm new password'));
    await user.type(screen.getByLabelText('Confirm new password'), 'short-one1234');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const reason = await screen.findByText(PASSWORD_TOO_COMMON_MESSAGE);
    expect(reason.closest('[role="group"], .chakra-field__root')).toContainElement(password);
    // The dialog stays open with what was typed.
    expect(password).toHaveValue('short-one1234');
  });

  it('lets an empty form through (every field is optional)', async () => {
    answerPost<ProfileUpdateResponse>('profile/update', { avatar: null });
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
    renderWithPortal(<UpdateProfileDialog open onClose={() => {}} />, { toasts: true });
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    await user.click(await screen.findByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Profile has been updated.')).toBeInTheDocument();
    // A multipart form without a field.
    expect(await sentBodies('POST', 'profile/update')).toEqual([{}]);
    jest.useRealTimers();
  });

  it('shows the two-factor sign-in section below the fields, outside the profile form', async () => {
    renderWithPortal(<UpdateProfileDialog open onClose={() => {}} />);
    const section = await screen.findByRole('region', { name: 'Two-factor sign-in' });
    expect(await within(section).findByRole('button', { name: 'Turn on' })).toBeInTheDocument();
    expect(section.closest('form')).toBeNull();
  });

  it('refuses an avatar that is not an image', async () => {
    renderWithPortal(<UpdateProfileDialog open onClose={() => {}} />, { toasts: true });
    const user = userEvent.setup({ applyAccept: false });
    await user.upload(await screen.findByLabelText('Avatar'), new File(['x'], 'notes.txt', { type: 'text/plain' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Choose a PNG, JPEG, WebP or GIF image')).toBeInTheDocument();
    expect(requestCount('POST', 'profile/update')).toBe(0);
  });
});
