/**
 * The "⋮" menu of a table row (Chakra menu: Enter or arrow keys open it, arrows move, Enter
 * picks, Escape closes). Its items are drawn when it opens, not hidden in every row of the page.
 */
import { IconButton } from '@chakra-ui/react/button';
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

export function RowActionsMenu({ actions, label }: { actions: readonly RowAction[]; label: string }) {
  return (
    <Menu.Root lazyMount unmountOnExit positioning={{ placement: 'bottom-end' }}>
      <Menu.Trigger asChild>
        <IconButton variant="ghost" size="sm" aria-label={label}>
          ⋮
        </IconButton>
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
