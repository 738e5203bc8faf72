/**
 * Start-up: read the deploy-time config and remotes manifest, register the remotes with the
 * federation runtime, then render. Federation's asyncStartup makes shared modules ready
 * before this runs, so no separate bootstrap file is needed.
 */
import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { preloadApiClient, setAreaModuleLoader, setPortalConfig, useSessionStore } from '@portal/shared';
import { accessSubjectOf } from '@portal/shared/access';
import { App } from './app/app';
import { LoginPage, preloadAreaAllowed, preloadSignedInPage } from './app/preload';
import { startSessionCheck } from './features/session/session-check';
import { forgetOpenedAreas } from './federation/opened-areas';
import { loadDeployConfig } from './federation/deploy-config';
import { loadRemoteModule, registerRemoteManifest } from './federation/remote-registry';

const root = createRoot(document.getElementById('root')!);
// What one user opened says nothing of the next one's rights.
useSessionStore.subscribe((session, before) => {
  if (session.signedIn !== before.signedIn) forgetOpenedAreas();
});
// Without a session the sign-in page is where the user is going; with one, the session check
// is the first call. Either way its code loads beside the configuration.
if (useSessionStore.getState().signedIn) preloadApiClient();
else LoginPage.preload().catch(() => undefined);

loadDeployConfig()
  .then(({ config, remotes }) => {
    setPortalConfig(config);
    registerRemoteManifest(remotes);
    // Areas that compose another area's exposed module load it through the shell's registry.
    setAreaModuleLoader(loadRemoteModule);
    // A returning user is headed for a signed-in page: the session check starts before the first
    // render, the page's code loads meanwhile, and its area as soon as the check says it may.
    if (useSessionStore.getState().signedIn) {
      const path = window.location.pathname;
      preloadSignedInPage(path);
      startSessionCheck()
        .then(({ data }) => preloadAreaAllowed(path, accessSubjectOf(data.me, null)))
        .catch(() => undefined);
    }
    // A transition renders in slices that yield to the browser: no long task at start-up.
    startTransition(() => root.render(<App />));
  })
  .catch((error: unknown) => {
    console.error(error);
    document.getElementById('root')!.textContent = 'The portal could not start: its configuration could not be loaded.';
  });
