/**
 * The browser as a phone's or a desktop's screen, for the parts that ask it (PHONE_MEDIA): jsdom
 * matches no media query (setup-dom.ts), so without this every component test sees the desktop
 * layout.
 * Undo with `jest.restoreAllMocks()` or the returned spy's `mockRestore()`.
 */
import { PHONE_MEDIA } from '../lists/filter-bar';

export function screenIsPhone(phone = true) {
  const jsdomAnswer = window.matchMedia.bind(window);
  return jest
    .spyOn(window, 'matchMedia')
    .mockImplementation((query: string) => ({ ...jsdomAnswer(query), matches: phone && query === PHONE_MEDIA }));
}
