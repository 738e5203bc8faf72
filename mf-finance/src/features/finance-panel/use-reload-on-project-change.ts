/**
 * Reloads a panel's call when the project it shows announces a change to one of the parts the
 * call derives from (`project-changed` on the event bus: from this area's mutations, another
 * area's, or the real-time channel).
 */
import { useEffect } from 'react';
import { eventBus, type ProjectPart } from '@portal/shared';

export function useReloadOnProjectChange(projectId: number, parts: readonly ProjectPart[], reload: () => unknown): void {
  useEffect(
    () =>
      eventBus.on('project-changed', (change) => {
        if (change.projectId === projectId && parts.includes(change.part)) void reload();
      }),
    [projectId, parts, reload],
  );
}
