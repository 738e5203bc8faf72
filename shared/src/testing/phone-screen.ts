/**
 * The browser as a phone's or a desktop's screen, for the parts that ask it (PHONE_MEDIA): jsdom
 * matches no media query, so without this every component test sees the desktop layout.
 * Undo with `jest.restoreAllMocks()` or the returned spy's `mockRestore()`.
 */
import { PHONE_MEDIA } from '../lists/filter-bar';

export function screenIsPhone(phone = true) {
  return jest.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) =>
      ({
        matches: phone && query === PHONE_MEDIA,
        media: query,
        onchange: null,
        addListener: () => {},
        removeListener: () => {},
        addEventListener: () => {},
        removeEventListener: () => {},
        dispatchEvent: () => false,
      }) as MediaQueryList,
  );
}
