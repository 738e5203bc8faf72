/**
 * Reloads a list when the real-time channel says its lookup changed on the server (the shell
 * turns users-update, clients-update and brands-update into "lookups-changed"), so a list
 * open in another window shows a rename without a page reload.
 */
import { useEffect, useEffectEvent } from 'react';
import { eventBus, type LookupEventName } from '@portal/shared';

export function useReloadOnLookup(event: LookupEventName, reload: () => Promise<unknown>): void {
  // The list's latest reload, without subscribing again each time the list renders.
  const onLookupChanged = useEffectEvent(() => void reload());
  useEffect(
    () =>
      eventBus.on('lookups-changed', (payload) => {
        if (payload.event === event) onLookupChanged();
      }),
    [event],
  );
}
