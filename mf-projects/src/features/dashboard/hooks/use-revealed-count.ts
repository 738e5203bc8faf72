/**
 * How many entries of a long list to render: `first` at once, then `step` more after each paint,
 * as transitions, until the list is whole; from then on (a refresh, a next page) all at once.
 * Rendered in one go, fifty activity events are hundreds of Chakra elements in one
 * long task that holds back the page's first paint; in steps, what the first screen shows is
 * painted at once and the browser answers input between the steps.
 */
import { startTransition, useEffect, useState } from 'react';

export function useRevealedCount(total: number, first: number, step: number): number {
  const [revealed, setRevealed] = useState(first);
  const [whole, setWhole] = useState(false);
  if (!whole && total > 0 && revealed >= total) setWhole(true);
  useEffect(() => {
    if (whole || revealed >= total) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    // A frame callback runs just before the paint; a task queued from it runs after that paint.
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => startTransition(() => setRevealed((count) => count + step)));
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [whole, revealed, total, step]);
  return whole ? total : Math.min(revealed, total);
}
