/**
 * GET /api/uploads/projects/:file: downloads a project's uploaded file. Signed-in users who
 * may see a project carrying that file; anything else is 404, so the answer does not tell
 * whether a file exists. Sent as an attachment under its original name.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { AppContext } from '../../app-context';
import { currentUser } from '../../auth/authenticate';
import { queryRows } from '../../db/client';
import { notFound } from '../../http/errors';
import { visibleProjectsCondition } from '../../projects/visibility';
import { PROJECT_FILE_NAME, projectFileContentType, projectFileDir } from '../../uploads/project-file-store';

export function projectFileRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get<{ Params: { file: string } }>('/uploads/projects/:file', async (request, reply) => {
    const user = currentUser(request);
    const { file } = request.params;
    if (!PROJECT_FILE_NAME.test(file)) throw notFound();
    const [project] = await queryRows<{ file_name: string | null }>(
      ctx.db,
      sql`select p.file_name from projects p where p.filepath = ${file} and ${visibleProjectsCondition(user)} limit 1`,
    );
    if (!project) throw notFound();
    let data: Buffer;
    try {
      data = await fs.readFile(path.join(projectFileDir(ctx.config.uploadDir), file));
    } catch {
      throw notFound();
    }
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
