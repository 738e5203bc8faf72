/**
 * GET /api/uploads/avatars/:file: serves uploaded avatars. Public, because <img> tags send no
 * bearer token; only names of the stored form (random hex and an image extension) are
 * accepted, so no path can leave the avatars folder.
 */
import { Type } from 'typebox';
import type { AppContext } from '../../app-context';
import type { ApiApp } from '../../http/api-app';
import { notFound } from '../../http/errors';
import { errorAnswers } from '../../http/route-schema';
import { AVATAR_HELMET } from '../../http/security-headers';
import { AVATAR_FILE_NAME, contentTypeOf } from '../../uploads/avatar-store';

const schema = {
  tags: ['Profile'],
  security: [],
  // Another name answers 404, as a missing file does.
  params: Type.Object({ file: Type.String({ pattern: AVATAR_FILE_NAME.source }) }),
  produces: ['image/png', 'image/jpeg', 'image/webp', 'image/gif'],
  response: { 200: Type.Unsafe<Buffer>({ type: 'string', format: 'binary', description: 'The image.' }), ...errorAnswers },
};

export function avatarRoutes(app: ApiApp, ctx: AppContext): void {
  app.get('/uploads/avatars/:file', { helmet: AVATAR_HELMET, schema }, async (request, reply) => {
    const { file } = request.params;
    // The schema refuses other names already; the file system path is built from it, so it is checked here too.
    if (!AVATAR_FILE_NAME.test(file)) throw notFound();
    const data = await ctx.files.read('avatars', file);
    if (!data) throw notFound();
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
