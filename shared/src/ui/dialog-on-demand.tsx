/**
 * A dialog whose code loads when it is first opened: a page's forms (final-form, the pickers,
 * luxon) stay off its first load. Once loaded it stays mounted, so it closes with its animation
 * and opens again at once. A failed download is said in a toast and closes the dialog; the next
 * opening downloads again (codeOnDemand).
 */
import { type ComponentType, useState } from 'react';
import { codeOnDemand } from './code-on-demand';

type DialogProps = { open: boolean; onClose: () => void };

export function dialogOnDemand<Props extends DialogProps>(load: () => Promise<ComponentType<Props>>): ComponentType<Props> {
  const { OnDemand: Dialog } = codeOnDemand('This form', load);
  return function DialogOnDemand(props: Props) {
    const [opened, setOpened] = useState(props.open);
    if (props.open && !opened) setOpened(true);
    if (!opened) return null;
    return (
      <Dialog
        {...props}
        fallback={null}
        onFailure={() => {
          setOpened(false);
          props.onClose();
        }}
      />
    );
  };
}
