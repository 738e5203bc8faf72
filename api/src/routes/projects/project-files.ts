/**
 * GET /api/uploads/projects/:file: downloads a project's uploaded file. Signed-in users who
 * may see a project carrying that file; anything else is 404, so the answer does not tell
 * whether a file exists. Sent as an attachment under its original name.
 */
import { and, eq } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import { Type } from 'typebox';
import { Text } from '@portal/shared/schemas';
import type { AppContext } from '../../app-context';
import { currentUser } from '../../auth/authenticate';
import type { ApiApp } from '../../http/api-app';
import { notFound } from '../../http/errors';
import { errorAnswers } from '../../http/route-schema';
import { visibleProjects, visibleProjectsCondition } from '../../projects/visibility';
import { PROJECT_FILE_NAME, projectFileContentType } from '../../uploads/project-file-store';

/** The file, sent as an attachment (answer checks pass files by: they are no JSON). */
export const AttachmentSchema = Type.String({ format: 'binary', description: 'The file, as an attachment under its original name.' });

export function projectFileRoutes(app: ApiApp, ctx: AppContext): void {
  const schema = {
    tags: ['Projects'],
    params: Type.Object({ file: Text(255, { description: 'The stored name of the file (GET project/{id} gives its URL).' }) }),
    response: { 200: AttachmentSchema, ...errorAnswers },
  };
  app.get('/uploads/projects/:file', { schema }, async (request, reply) => {
    const user = currentUser(request);
    const { file } = request.params;
    if (!PROJECT_FILE_NAME.test(file)) throw notFound();
    const p = visibleProjects;
    const [project] = await ctx.db
      .select({ file_name: p.fileName })
      .from(p)
      .where(and(eq(p.filepath, file), visibleProjectsCondition(user)))
      .limit(1);
    if (!project) throw notFound();
    const data = await ctx.files.read('projects', file);
    if (!data) throw notFound();
    return sendAttachment(reply, data, projectFileContentType(file), project.file_name || file);
  });
}

/** Sends an uploaded file as an attachment under its original name, never rendered by the browser as a page. */
export function sendAttachment(reply: FastifyReply, data: Buffer, contentType: string, downloadName: string): FastifyReply {
  return reply
    .header('content-type', contentType)
    .header(
      'content-disposition',
      `attachment; filename="${downloadName.replace(/[^\x20-\x7e]|["\\]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(downloadName)}`,
    )
    .header('cache-control', 'private, no-store')
    .header('x-content-type-options', 'nosniff')
    .header('content-security-policy', "default-src 'none'")
    .send(data);
}
