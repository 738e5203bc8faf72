/**
 * A dialog whose code loads when it is first opened: a page's forms (final-form, the pickers,
 * luxon) stay off its first load. Once loaded it stays mounted, so it closes with its animation
 * and opens again at once.
 */
import { type ComponentType, lazy, Suspense, useState } from 'react';

export function dialogOnDemand<Props extends { open: boolean }>(load: () => Promise<ComponentType<Props>>): ComponentType<Props> {
  const Dialog = lazy(() => load().then((component) => ({ default: component })));
  return function DialogOnDemand(props: Props) {
    const [opened, setOpened] = useState(props.open);
    if (props.open && !opened) setOpened(true);
    if (!opened) return null;
    return (
      <Suspense fallback={null}>
        <Dialog {...props} />
      </Suspense>
    );
  };
}
