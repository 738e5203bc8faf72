/** A value that follows `value` once it has stopped changing for `delay` ms (filters that reload a list). */
import { useEffect, useState } from 'react';

export const FILTER_DEBOUNCE_MS = 300;

export function useDebouncedValue<T>(value: T, delay = FILTER_DEBOUNCE_MS): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return settled;
}
