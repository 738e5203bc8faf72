/**
 * What jsdom lacks and Chakra (Ark/Zag) needs to render: matchMedia, the observers,
 * scrolling, and the testing-library matchers.
 */
import '@testing-library/jest-dom';

class NoopObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
  takeRecords() {
    return [];
  }
}

// Files marked `@jest-environment node` (HTTP client tests) share this setup but have no DOM.
if (typeof window !== 'undefined') installBrowserGaps();

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
// Zag's checkbox re-dispatches clicks as pointer events; jsdom has none.
window.PointerEvent ??= MouseEvent as typeof PointerEvent;
Element.prototype.scrollTo ??= () => {};
Element.prototype.scrollIntoView ??= () => {};
}
