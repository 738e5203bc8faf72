/**
 * Tells open details pages that a project's status, parent links or resources changed, so
 * another user's page reloads that part; on the project's channel, which only users who see the
 * project may join. The change is saved already: a failed publish is logged, not answered as an error.
 */
import type { FastifyBaseLogger } from 'fastify';
import { PROJECT_UPDATE_EVENT, projectChannel, type ProjectUpdateData, type ProjectUpdatePart } from '@portal/shared/contract';
import type { AppContext } from '../app-context';

export async function publishProjectUpdate(
  ctx: AppContext,
  log: FastifyBaseLogger,
  projectIds: number[],
  part: ProjectUpdatePart,
): Promise<void> {
  for (const projectId of new Set(projectIds)) {
    try {
      await ctx.publisher.publish(projectChannel(projectId), PROJECT_UPDATE_EVENT, {
        project_id: projectId,
        part,
      } satisfies ProjectUpdateData);
    } catch (error) {
      log.warn({ err: error }, `could not publish ${PROJECT_UPDATE_EVENT}`);
    }
  }
}
