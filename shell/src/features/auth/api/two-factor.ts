/**
 * Two-factor sign-in calls: the second step of a sign-in, and the profile's status, enrolment,
 * confirmation and turning off.
 */
import {
  apiGet,
  apiPost,
  type LoginTwoFactorRequest,
  type LoginTwoFactorSessionResponse,
  type TwoFactorConfirmResponse,
  type TwoFactorDisableRequest,
  type TwoFactorEnrolment,
  type TwoFactorStatusResponse,
} from '@portal/shared';

export function postLoginTwoFactor(request: LoginTwoFactorRequest): Promise<LoginTwoFactorSessionResponse> {
  return apiPost<LoginTwoFactorSessionResponse>('login/two-factor', request);
}

export function getTwoFactorStatus(): Promise<TwoFactorStatusResponse> {
  return apiGet<TwoFactorStatusResponse>('profile/two-factor');
}

export function postTwoFactorEnrol(): Promise<TwoFactorEnrolment> {
  return apiPost<TwoFactorEnrolment>('profile/two-factor/enrol');
}

export function postTwoFactorConfirm(code: string): Promise<TwoFactorConfirmResponse> {
  return apiPost<TwoFactorConfirmResponse>('profile/two-factor/confirm', { code });
}

export function postTwoFactorDisable(request: TwoFactorDisableRequest): Promise<void> {
  return apiPost<void>('profile/two-factor/disable', request);
}
