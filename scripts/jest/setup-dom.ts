/**
 * What jsdom lacks and Chakra (Ark/Zag) needs to render: matchMedia, the observers,
 * scrolling, and the testing-library matchers; and the API the components call, an MSW server
 * per test file (shared/src/testing/api-server.ts) at the address the portal's configuration names.
 */
import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';
import { setPortalConfig } from '../../shared/src/config/portal-config';
import { resetApiServer, startApiServer, stopApiServer, TEST_API_URL } from '../../shared/src/testing/api-server';

// CI runs every suite on two shared cores, where a Chakra dialog can take over a second to
// open: findBy* waits up to 5 s (the default 1 s failed there), and a test gets 30 s in all.
configure({ asyncUtilTimeout: 5000 });
jest.setTimeout(30_000);

class NoopObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
  takeRecords() {
    return [];
  }
}

// Files marked `@jest-environment node` (HTTP client tests) share this setup but have no DOM.
if (typeof window !== 'undefined') {
  installBrowserGaps();
  installApi();
}

/** The real HTTP client against MSW: a request no handler of the test answers fails the test. */
function installApi() {
  setPortalConfig({
    apiUrl: TEST_API_URL,
    realtime: { key: 'test', wsHost: 'localhost', wsPort: 6001, forceTLS: false, cluster: 'local' },
  });
  beforeAll(() => startApiServer());
  afterEach(() => resetApiServer());
  afterAll(() => stopApiServer());
}

function installBrowserGaps() {
  Object.assign(window, {
    ResizeObserver: NoopObserver,
    IntersectionObserver: NoopObserver,
    scrollTo: () => {},
  });
  window.matchMedia ??= (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
  // Zag (checkbox, menu) reads pointer events, which jsdom lacks: user-event sends them with pointerType.
  window.PointerEvent ??= class extends MouseEvent {
    readonly pointerId: number;
    readonly pointerType: string;
    constructor(type: string, init: PointerEventInit = {}) {
      super(type, init);
      this.pointerId = init.pointerId ?? 1;
      this.pointerType = init.pointerType ?? 'mouse';
    }
  } as unknown as typeof PointerEvent;
  Element.prototype.scrollTo ??= () => {};
  Element.prototype.scrollIntoView ??= () => {};
}
