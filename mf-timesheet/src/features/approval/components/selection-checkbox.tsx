/**
 * A row's selection box: a plain checkbox (one Chakra checkbox machine per row would cost more
 * than the list), reachable with Tab and toggled with Space.
 */
import { chakra } from '@chakra-ui/react/styled-system';

type Props = { checked: boolean; onChange: (checked: boolean) => void; label: string; disabled?: boolean };

export function SelectionCheckbox({ checked, onChange, label, disabled = false }: Props) {
  return (
    <chakra.input
      type="checkbox"
      checked={checked}
      disabled={disabled}
      onChange={(event) => onChange(event.target.checked)}
      aria-label={label}
      boxSize="4"
      accentColor="blue.solid"
      cursor={disabled ? 'not-allowed' : 'pointer'}
    />
  );
}
