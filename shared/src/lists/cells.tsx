/** Cell renderers lists share. */
import { chakra } from '@chakra-ui/react/styled-system';

/**
 * A yes/no value shown as a checkbox that cannot be changed (document 3: "USD Currency
 * (checkbox)"). A plain input: a Chakra checkbox per row would start a state machine per
 * cell for something nobody can click.
 */
export function CheckCell({ checked, label }: { checked: boolean; label: string }) {
  return (
    <chakra.input
      type="checkbox"
      checked={checked}
      readOnly
      disabled
      aria-label={label}
      boxSize="4"
      accentColor="blue.solid"
      opacity={1}
      cursor="default"
    />
  );
}
