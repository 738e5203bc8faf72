/**
 * The "⋮" menu of a table row (Chakra menu: Enter or arrow keys open it, arrows move, Enter picks).
 * Until it is first used it is a plain button that looks the same: a page of 50 rows would
 * otherwise start 50 menu state machines before the list shows. The first press mounts the
 * menu, open, with the first (or, after ArrowUp, the last) action highlighted when it came from
 * the keyboard, as the menu itself does.
 */
import { useState } from 'react';
import { IconButton, type IconButtonProps } from '@chakra-ui/react/button';
import { Menu } from '@chakra-ui/react/menu';
import { Portal } from '@chakra-ui/react/portal';

export type RowAction = {
  label: string;
  onSelect: () => void;
  /** Destructive: shown in red. */
  danger?: boolean;
  /** Shown but not offered; the label says why (e.g. "Current project doesn't have a parent project"). */
  disabled?: boolean;
};

function RowActionsButton(props: IconButtonProps) {
  return (
    <IconButton variant="ghost" size="sm" {...props}>
      ⋮
    </IconButton>
  );
}

/** How the menu was first opened: which action it highlights, if any. */
type FirstOpening = { highlighted: string | null };

export function RowActionsMenu({ actions, label }: { actions: readonly RowAction[]; label: string }) {
  const [firstOpening, setFirstOpening] = useState<FirstOpening | null>(null);
  const offered = actions.filter((action) => !action.disabled).map((action) => action.label);
  if (!firstOpening) {
    return (
      <RowActionsButton
        aria-label={label}
        aria-haspopup="menu"
        aria-expanded={false}
        // A click from Enter or Space has no pointer presses (detail 0).
        onClick={(event) => setFirstOpening({ highlighted: event.detail === 0 ? (offered[0] ?? null) : null })}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown') setFirstOpening({ highlighted: offered[0] ?? null });
          if (event.key === 'ArrowUp') setFirstOpening({ highlighted: offered.at(-1) ?? null });
        }}
      />
    );
  }
  return (
    <Menu.Root defaultOpen defaultHighlightedValue={firstOpening.highlighted} positioning={{ placement: 'bottom-end' }}>
      <Menu.Trigger asChild>
        <RowActionsButton aria-label={label} />
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content>
            {actions.map((action) => (
              <Menu.Item
                key={action.label}
                value={action.label}
                onSelect={action.onSelect}
                disabled={action.disabled}
                color={action.danger ? 'fg.error' : undefined}
                _hover={action.danger ? { bg: 'bg.error', color: 'fg.error' } : undefined}
              >
                {action.label}
              </Menu.Item>
            ))}
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
