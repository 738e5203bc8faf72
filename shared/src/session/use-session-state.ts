/**
 * State kept for the browser session (sessionStorage): list filters survive going to a
 * project and back, or a reload, and are gone in a new tab or after the browser closes.
 */
import { useCallback, useState } from 'react';

/** The value kept under `key`, or `fallback` when there is none (or storage is unreadable). */
export function readSessionState<T>(key: string, fallback: T): T {
  try {
    const stored = sessionStorage.getItem(key);
    return stored === null ? fallback : (JSON.parse(stored) as T);
  } catch {
    return fallback;
  }
}

export function useSessionState<T>(key: string, fallback: T): [T, (next: T) => void] {
  const [value, setValue] = useState<T>(() => readSessionState(key, fallback));
  const update = useCallback(
    (next: T) => {
      setValue(next);
      try {
        sessionStorage.setItem(key, JSON.stringify(next));
      } catch {
        // Storage full or disabled: the value still holds for this page.
      }
    },
    [key],
  );
  return [value, update];
}
