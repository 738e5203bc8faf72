/**
 * POST /api/profile/update (multipart: old_password, password, password_confirmation, avatar):
 * changes the caller's password and/or avatar. Signed-in users. Every field is optional, but
 * a new password needs the current one and its confirmation, and must meet the rule of
 * src/auth/password-policy.ts. The avatar must be a PNG, JPEG,
 * WebP or GIF of at most 2 MB, recognised by its content; a new avatar is announced to every
 * portal with the real-time event users-update. A new password ends every session of the user,
 * this one included; a caller signed in by cookie goes on in a new session (new cookie), so a
 * copy of the old token is worth nothing.
 */
import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Static } from 'typebox';
import { LOOKUPS_CHANNEL } from '@portal/shared/contract';
import { ProfileUpdateFieldsSchema, ProfileUpdateResponseSchema } from '@portal/shared/schemas';
import type { AppContext } from '../../app-context';
import { currentUser } from '../../auth/authenticate';
import { endAllSessions } from '../../auth/end-sessions';
import { isFilled, PASSWORD_CONFIRMATION_MESSAGE, requiredWithPasswordMessage } from '../../auth/filled-fields';
import { newPasswordProblem } from '../../auth/password-policy';
import { hashPassword, verifyPassword } from '../../auth/passwords';
import { startSession } from '../../auth/start-session';
import { users } from '../../db/schema';
import type { ApiApp } from '../../http/api-app';
import { fieldError, ValidationError } from '../../http/errors';
import { errorAnswers } from '../../http/route-schema';
import { schemaErrorOf } from '../../http/schema-errors';
import { validatorCompiler } from '../../http/schema-validation';
import { streamedBodyValidator } from '../../http/streamed-form';
import { LOOKUP_EVENT } from '../../realtime/events';
import { AVATAR_MAX_BYTES, avatarUrl, detectImage, removeAvatar, saveAvatar } from '../../uploads/avatar-store';

export const WRONG_PASSWORD_MESSAGE = 'The current password is incorrect.';
export const AVATAR_TYPE_MESSAGE = 'The avatar must be a PNG, JPEG, WebP or GIF image.';
export const AVATAR_SIZE_MESSAGE = `The avatar must not be greater than ${AVATAR_MAX_BYTES / 1024} kilobytes.`;

type ProfileFields = Static<typeof ProfileUpdateFieldsSchema>;
type ProfileInput = { fields: unknown; avatar: Buffer | null };

/**
 * The fields are checked by the API's own body validator once they are read, so a form's
 * fields are refused with the same sentences as a JSON body's would be.
 */
const checkFields = validatorCompiler({ schema: ProfileUpdateFieldsSchema, method: 'POST', url: '/profile/update', httpPart: 'body' });

function areProfileFields(fields: unknown): fields is ProfileFields {
  return checkFields(fields) === true;
}

async function readInput(request: FastifyRequest): Promise<ProfileInput> {
  if (!request.isMultipart()) return { fields: request.body ?? {}, avatar: null };
  const fields: Record<string, string> = {};
  let avatar: Buffer | null = null;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        // Unread file streams would stall the request, so every file part is consumed.
        const data = await part.toBuffer();
        // Browsers send an empty part when no file was chosen.
        if (part.fieldname === 'avatar' && data.length > 0) avatar = data;
      } else if (typeof part.value === 'string') {
        fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw fieldError('avatar', AVATAR_SIZE_MESSAGE);
    throw error;
  }
  return { fields, avatar };
}

/** The rules between the fields: a new password needs the current one and its confirmation, and must meet the policy. */
function passwordErrors(fields: ProfileFields, newPassword: string, owner: { name: string; email: string }): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  if (!isFilled(fields.old_password)) errors.old_password = [requiredWithPasswordMessage('old_password')];
  const problem =
    newPasswordProblem(newPassword, owner) ?? (newPassword === fields.password_confirmation ? null : PASSWORD_CONFIRMATION_MESSAGE);
  if (problem) errors.password = [problem];
  if (!isFilled(fields.password_confirmation)) errors.password_confirmation = [requiredWithPasswordMessage('password_confirmation')];
  return errors;
}

export function profileUpdateRoutes(app: ApiApp, ctx: AppContext): void {
  const schema = {
    tags: ['Profile'],
    consumes: ['multipart/form-data', 'application/json'],
    body: ProfileUpdateFieldsSchema,
    response: { 200: ProfileUpdateResponseSchema, ...errorAnswers },
  };
  app.post('/profile/update', { schema, validatorCompiler: streamedBodyValidator }, async (request, reply) => {
    const user = currentUser(request);
    const { fields, avatar } = await readInput(request);
    if (!areProfileFields(fields)) throw schemaErrorOf(checkFields.errors ?? [], 'body');

    const newPassword = isFilled(fields.password) ? fields.password : null;
    if (newPassword !== null) {
      const errors = passwordErrors(fields, newPassword, user);
      if (Object.keys(errors).length > 0) throw new ValidationError(errors);
      const [row] = await ctx.db.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.id, user.id));
      if (!row || !(await verifyPassword(fields.old_password ?? '', row.passwordHash))) {
        throw fieldError('old_password', WRONG_PASSWORD_MESSAGE);
      }
    }
    const kind = avatar ? detectImage(avatar) : null;
    if (avatar && !kind) throw fieldError('avatar', AVATAR_TYPE_MESSAGE);

    const changes: Partial<typeof users.$inferInsert> = {};
    if (newPassword !== null) changes.passwordHash = await hashPassword(newPassword);
    if (avatar && kind) changes.avatar = await saveAvatar(ctx.files, avatar, kind);

    if (Object.keys(changes).length > 0) {
      await ctx.db.transaction(async (tx) => {
        await tx
          .update(users)
          .set({ ...changes, updatedAt: ctx.now().toISOString() })
          .where(eq(users.id, user.id));
        if (newPassword !== null) await endAllSessions(tx, user.id);
      });
      // The portal's page stays signed in; an API client signs in again with the new password.
      if (newPassword !== null && request.authBy === 'cookie') await startSession(ctx, request, reply, user.id);
    }

    if (changes.avatar) {
      await removeAvatar(ctx.files, user.avatar);
      try {
        await ctx.publisher.publish(LOOKUPS_CHANNEL, LOOKUP_EVENT.users, { id: user.id });
      } catch (error) {
        // The profile is saved; a missed live refresh is not worth failing the request.
        request.log.warn({ err: error }, 'could not publish users-update');
      }
    }

    return { avatar: avatarUrl(ctx.config.publicApiUrl, changes.avatar ?? user.avatar) };
  });
}
