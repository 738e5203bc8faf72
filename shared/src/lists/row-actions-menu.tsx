/**
 * The "⋮" menu of a table row (Chakra menu: Enter or arrow keys open it, arrows move, Enter picks).
 * Until it is first used it is a plain button that looks the same: a page of 50 rows would
 * otherwise start 50 menu state machines before the list shows, and a list nobody acts on never
 * downloads the menu's code. The menu's code loads when the pointer or the focus reaches a
 * button; the first press mounts the menu, open, with the first (or, after ArrowUp, the last)
 * action highlighted when it came from the keyboard, as the menu itself does.
 */
import { useState } from 'react';
import { IconButton, type IconButtonProps } from '@chakra-ui/react/button';
import { codeOnDemand } from '@portal/shared';

export type RowAction = {
  label: string;
  onSelect: () => void;
  /** Destructive: shown in red. */
  danger?: boolean;
  /** Shown but not offered; the label says why (e.g. "Current project doesn't have a parent project"). */
  disabled?: boolean;
};

const { OnDemand: RowActionsOpenMenu, preload } = codeOnDemand('The actions', () =>
  import('./row-actions-open-menu').then((module) => module.RowActionsOpenMenu),
);

export function RowActionsButton(props: IconButtonProps) {
  return (
    <IconButton variant="ghost" size="sm" {...props}>
      ⋮
    </IconButton>
  );
}

export function RowActionsMenu({ actions, label }: { actions: readonly RowAction[]; label: string }) {
  // Which action the menu highlights when it first opens; undefined until it is first used.
  const [firstHighlighted, setFirstHighlighted] = useState<string | null>();
  const offered = actions.filter((action) => !action.disabled).map((action) => action.label);
  const plainButton = (
    <RowActionsButton
      aria-label={label}
      aria-haspopup="menu"
      aria-expanded={false}
      onPointerEnter={preload}
      onFocus={preload}
      // A click from Enter or Space has no pointer presses (detail 0).
      onClick={(event) => setFirstHighlighted(event.detail === 0 ? (offered[0] ?? null) : null)}
      onKeyDown={(event) => {
        if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
        event.preventDefault(); // the arrow opens the menu; it does not scroll the page
        setFirstHighlighted(event.key === 'ArrowDown' ? (offered[0] ?? null) : (offered.at(-1) ?? null));
      }}
    />
  );
  if (firstHighlighted === undefined) return plainButton;
  return (
    <RowActionsOpenMenu
      actions={actions}
      label={label}
      firstHighlighted={firstHighlighted}
      fallback={plainButton}
      onFailure={() => setFirstHighlighted(undefined)}
    />
  );
}
