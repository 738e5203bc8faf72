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
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { LOOKUPS_CHANNEL, type ProfileUpdateResponse } from '@portal/shared/contract';
import type { AppContext } from '../../app-context';
import { currentUser } from '../../auth/authenticate';
import { endAllSessions } from '../../auth/end-sessions';
import { newPasswordRules } from '../../auth/password-policy';
import { hashPassword, verifyPassword } from '../../auth/passwords';
import { startSession } from '../../auth/start-session';
import { users } from '../../db/schema';
import { fieldError } from '../../http/errors';
import { confirmed, isPresent, requiredWith, string, validate } from '../../http/validation';
import { LOOKUP_EVENT } from '../../realtime/events';
import { AVATAR_MAX_BYTES, avatarUrl, detectImage, removeAvatar, saveAvatar } from '../../uploads/avatar-store';

export const WRONG_PASSWORD_MESSAGE = 'The current password is incorrect.';
export const AVATAR_TYPE_MESSAGE = 'The avatar must be a PNG, JPEG, WebP or GIF image.';
export const AVATAR_SIZE_MESSAGE = `The avatar must not be greater than ${AVATAR_MAX_BYTES / 1024} kilobytes.`;

type ProfileInput = { fields: Record<string, string>; avatar: Buffer | null };

async function readInput(request: FastifyRequest): Promise<ProfileInput> {
  const fields: Record<string, string> = {};
  let avatar: Buffer | null = null;
  if (!request.isMultipart()) {
    const body = (request.body ?? {}) as Record<string, unknown>;
    for (const [key, value] of Object.entries(body)) if (typeof value === 'string') fields[key] = value;
    return { fields, avatar };
  }
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

export function profileUpdateRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.post('/profile/update', async (request, reply) => {
    const user = currentUser(request);
    const { fields, avatar } = await readInput(request);

    validate(fields, {
      old_password: [requiredWith('password'), string()],
      password: [string(), ...newPasswordRules(user), confirmed()],
      password_confirmation: [requiredWith('password'), string()],
    });
    const newPassword = isPresent(fields.password) ? fields.password : null;

    if (newPassword !== null) {
      const [row] = await ctx.db.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.id, user.id));
      if (!row || !(await verifyPassword(fields.old_password, row.passwordHash))) {
        throw fieldError('old_password', WRONG_PASSWORD_MESSAGE);
      }
    }
    const kind = avatar ? detectImage(avatar) : null;
    if (avatar && !kind) throw fieldError('avatar', AVATAR_TYPE_MESSAGE);

    const changes: Partial<typeof users.$inferInsert> = {};
    if (newPassword !== null) changes.passwordHash = await hashPassword(newPassword);
    if (avatar && kind) changes.avatar = await saveAvatar(ctx.config.uploadDir, avatar, kind);

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
      await removeAvatar(ctx.config.uploadDir, user.avatar);
      try {
        await ctx.publisher.publish(LOOKUPS_CHANNEL, LOOKUP_EVENT.users, { id: user.id });
      } catch (error) {
        // The profile is saved; a missed live refresh is not worth failing the request.
        request.log.warn({ err: error }, 'could not publish users-update');
      }
    }

    const body: ProfileUpdateResponse = { avatar: avatarUrl(ctx.config.publicApiUrl, changes.avatar ?? user.avatar) };
    return body;
  });
}
