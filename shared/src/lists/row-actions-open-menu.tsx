/** RowActionsMenu once first used: the Chakra menu, mounted open. A chunk of its own. */
import { Menu } from '@chakra-ui/react/menu';
import { Portal } from '@chakra-ui/react/portal';
import { type RowAction, RowActionsButton } from './row-actions-menu';

type RowActionsOpenMenuProps = {
  actions: readonly RowAction[];
  label: string;
  /** The action highlighted on opening (from the keyboard), or none (from the pointer). */
  firstHighlighted: string | null;
};

export function RowActionsOpenMenu({ actions, label, firstHighlighted }: RowActionsOpenMenuProps) {
  return (
    <Menu.Root defaultOpen defaultHighlightedValue={firstHighlighted} positioning={{ placement: 'bottom-end' }}>
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
