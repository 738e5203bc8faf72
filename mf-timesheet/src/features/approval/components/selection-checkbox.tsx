/**
 * A row's selection box: a plain checkbox (one Chakra checkbox machine per row would cost more
 * than the list), reachable with Tab and toggled with Space.
 */
import { chakra } from '@chakra-ui/react/styled-system';

type Props = { checked: boolean; onChange: (checked: boolean) => void; label: string };

export function SelectionCheckbox({ checked, onChange, label }: Props) {
  return (
    <chakra.input
      type="checkbox"
      checked={checked}
      onChange={(event) => onChange(event.target.checked)}
      aria-label={label}
      boxSize="4"
      accentColor="blue.solid"
      cursor="pointer"
    />
  );
}
