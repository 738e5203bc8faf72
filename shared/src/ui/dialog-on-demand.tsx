/**
 * A dialog whose code loads when it is first opened: a page's forms (final-form, the pickers,
 * luxon) stay off its first load. Once loaded it stays mounted, so it closes with its animation
 * and opens again at once. A download that fails (the area's server gone since the page
 * loaded) says so in a toast and closes the dialog; the next opening tries again.
 */
import { type ComponentType, lazy, Suspense, useEffect, useState } from 'react';
import { notifyError } from '../toast/toaster';
import { ErrorBoundary } from './error-boundary';

type DialogProps = { open: boolean; onClose: () => void };

export function dialogOnDemand<Props extends DialogProps>(load: () => Promise<ComponentType<Props>>): ComponentType<Props> {
  const loadOnce = () => lazy(() => load().then((component) => ({ default: component })));
  // React.lazy keeps a failed download for good: a new one is made for the next opening.
  let Dialog = loadOnce();
  return function DialogOnDemand(props: Props) {
    const [opened, setOpened] = useState(props.open);
    if (props.open && !opened) setOpened(true);
    if (!opened) return null;
    return (
      <ErrorBoundary
        label="A dialog's code"
        resetKey={props.open}
        renderFailure={() => (
          <CloseOnFailure
            onClose={() => {
              Dialog = loadOnce();
              props.onClose();
            }}
          />
        )}
      >
        <Suspense fallback={null}>
          <Dialog {...props} />
        </Suspense>
      </ErrorBoundary>
    );
  };
}

function CloseOnFailure({ onClose }: { onClose: () => void }) {
  useEffect(() => {
    notifyError('This form could not be loaded. Check your connection and try again.');
    onClose();
    // Once per failure: the boundary shows this until the dialog is opened again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return null;
}
