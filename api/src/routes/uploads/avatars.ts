/**
 * GET /api/uploads/avatars/:file: serves uploaded avatars. Public, because <img> tags send no
 * bearer token; only names of the stored form (random hex and an image extension) are
 * accepted, so no path can leave the avatars folder.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context';
import { notFound } from '../../http/errors';
import { AVATAR_HELMET } from '../../http/security-headers';
import { AVATAR_FILE_NAME, avatarDir, contentTypeOf } from '../../uploads/avatar-store';

export function avatarRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get<{ Params: { file: string } }>('/uploads/avatars/:file', { helmet: AVATAR_HELMET }, async (request, reply) => {
    const { file } = request.params;
    if (!AVATAR_FILE_NAME.test(file)) throw notFound();
    let data: Buffer;
    try {
      data = await fs.readFile(path.join(avatarDir(ctx.config.uploadDir), file));
    } catch {
      throw notFound();
    }
    return (
      reply
        .header('content-type', contentTypeOf(file))
        // Names are random and never reused, so the file behind a URL never changes.
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'")
        .send(data)
    );
  });
}
