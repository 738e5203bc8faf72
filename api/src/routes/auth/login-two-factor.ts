/**
 * POST /api/login/two-factor {challenge, code} or {challenge, recovery_code} (and `token: true`
 * as POST login takes it): the second step of a sign-in that POST login answered with a challenge. A right code (or an unused recovery
 * code, which it spends) starts the session and answers it as POST login does; for an
 * enrolment challenge the code confirms the new secret and the answer adds the recovery codes,
 * shown this once. Public; a challenge lives 5 minutes, serves one sign-in and takes
 * MAX_CODE_ATTEMPTS wrong codes, and the route is rate limited per IP.
 */
import { ErrorSchema, LoginTwoFactorRequestSchema, LoginTwoFactorSessionResponseSchema } from '@portal/shared/schemas';
import type { AppContext } from '../../app-context';
import { isFilled } from '../../auth/filled-fields';
import { sessionAnswer } from '../../auth/session-answer';
import { startSession } from '../../auth/start-session';
import type { ApiApp } from '../../http/api-app';
import { fieldError, HttpError, ValidationError } from '../../http/errors';
import { errorAnswers } from '../../http/route-schema';
import { countWrongCode, liveChallenge, spendChallenge } from '../../two-factor/challenges';
import { acceptCode, confirmEnrolment, spendRecoveryCode } from '../../two-factor/credentials';
import { findUserById } from '../../users/lookups';
import { DISABLED_MESSAGE } from './login';

export const CHALLENGE_EXPIRED_MESSAGE = 'This sign-in has expired. Please enter your e-mail and password again.';
export const TOO_MANY_CODES_MESSAGE = 'Too many wrong codes. Please enter your e-mail and password again.';
export const WRONG_CODE_MESSAGE = 'The code is not valid. Enter the current code from your authenticator app.';
export const WRONG_RECOVERY_CODE_MESSAGE = 'This recovery code is not valid or was already used.';
export const CODE_REQUIRED_MESSAGE = 'Enter the code from your authenticator app.';

export function loginTwoFactorRoutes(app: ApiApp, ctx: AppContext): void {
  const rateLimit = { max: ctx.config.loginRateLimitMax, timeWindow: 60_000 };
  const schema = {
    tags: ['Sign-in'],
    security: [],
    body: LoginTwoFactorRequestSchema,
    response: { 200: LoginTwoFactorSessionResponseSchema, 409: ErrorSchema, 429: ErrorSchema, ...errorAnswers },
  };
  app.post('/login/two-factor', { config: { rateLimit }, schema }, async (request, reply) => {
    const input = request.body;
    const useRecoveryCode = isFilled(input.recovery_code);
    if (!useRecoveryCode && !isFilled(input.code)) throw fieldError('code', CODE_REQUIRED_MESSAGE);

    const challenge = await liveChallenge(ctx, input.challenge);
    if (!challenge) throw fieldError('challenge', CHALLENGE_EXPIRED_MESSAGE);
    const user = await findUserById(ctx.db, challenge.userId);
    if (!user || user.disabled) throw fieldError('challenge', DISABLED_MESSAGE);

    let recoveryCodes: string[] | undefined;
    let accepted: boolean;
    if (challenge.enrol) {
      // A first enrolment has no recovery codes yet: only the new secret's code confirms it.
      recoveryCodes = (await confirmEnrolment(ctx, user.id, input.code ?? '')) ?? undefined;
      accepted = recoveryCodes !== undefined;
    } else if (useRecoveryCode) {
      accepted = await spendRecoveryCode(ctx, user.id, input.recovery_code ?? '');
    } else {
      accepted = await acceptCode(ctx, user.id, input.code ?? '');
    }

    if (!accepted) {
      const left = await countWrongCode(ctx, challenge);
      if (left === 0) throw fieldError('challenge', TOO_MANY_CODES_MESSAGE);
      const field = useRecoveryCode && !challenge.enrol ? 'recovery_code' : 'code';
      throw new ValidationError({ [field]: [field === 'code' ? WRONG_CODE_MESSAGE : WRONG_RECOVERY_CODE_MESSAGE] });
    }
    if (!(await spendChallenge(ctx, challenge))) throw new HttpError(409, CHALLENGE_EXPIRED_MESSAGE);

    const delivery = input.token === true ? 'bearer' : 'cookie';
    const token = await startSession(ctx, request, reply, user.id, delivery);
    const answer = await sessionAnswer(ctx, user, delivery === 'bearer' ? token : undefined);
    return recoveryCodes ? { ...answer, recovery_codes: recoveryCodes } : answer;
  });
}
