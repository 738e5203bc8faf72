/** Reloads a list whenever a project is saved anywhere in the portal (the header's form, a row's Edit, set parent). */
import { useEffect } from 'react';
import { eventBus } from '@portal/shared';

export function useReloadOnProjectSaved(reload: () => unknown): void {
  useEffect(() => eventBus.on('project-saved', () => void reload()), [reload]);
}
