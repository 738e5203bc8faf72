/** Cell renderers lists share. */
import { Checkbox } from '@chakra-ui/react/checkbox';

/** A yes/no value shown as a checkbox that cannot be changed (document 3: "USD Currency (checkbox)"). */
export function CheckCell({ checked, label }: { checked: boolean; label: string }) {
  return (
    <Checkbox.Root checked={checked} readOnly aria-label={label} size="sm">
      <Checkbox.HiddenInput />
      <Checkbox.Control />
    </Checkbox.Root>
  );
}
