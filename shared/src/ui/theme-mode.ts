/** Light/dark mode: the class Chakra's `_dark` condition reads, plus the browser's color-scheme. */
import type { Theme } from '../contract';

const THEME_KEY = 'portal_theme';

export function applyTheme(theme: Theme): void {
  const dark = theme === 'theme-dark';
  document.documentElement.classList.toggle('dark', dark);
  document.documentElement.classList.toggle('light', !dark);
  document.documentElement.style.colorScheme = dark ? 'dark' : 'light';
  // Remembered only to paint the right colours before the session is fetched again.
  localStorage.setItem(THEME_KEY, theme);
}

export function rememberedTheme(): Theme {
  return localStorage.getItem(THEME_KEY) === 'theme-dark' ? 'theme-dark' : 'theme-light';
}
