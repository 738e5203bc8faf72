/**
 * What the autocomplete's and the multi-select's comboboxes have in common: the options
 * matching the typed text as a Chakra collection, the drop-down that lists them, and taking
 * over from the stand-in.
 */
import { type ReactNode, type RefObject, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { createListCollection } from '@chakra-ui/react/collection';
import { Combobox } from '@chakra-ui/react/combobox';
import { type FieldOption, matchOptions, type OptionValue } from '@portal/shared/fields';
import type { ComboboxInputProps } from './combobox-on-demand';

export function useMatchingOptions<V extends OptionValue>(
  options: readonly FieldOption<V>[],
  text: string,
  { suggestOnEmpty = false } = {},
) {
  return useMemo(
    () =>
      createListCollection({
        items: matchOptions(options, text, { suggestOnEmpty }),
        itemToValue: (option) => String(option.value),
        itemToString: (option) => option.label,
      }),
    [options, text, suggestOnEmpty],
  );
}

export function ComboboxOptions<V extends OptionValue>({ items, noMatchText }: { items: FieldOption<V>[]; noMatchText: string }) {
  return (
    <Combobox.Positioner>
      <Combobox.Content>
        <Combobox.Empty>{noMatchText}</Combobox.Empty>
        {items.map((option) => (
          <Combobox.Item key={option.value} item={option}>
            {option.label}
            <Combobox.ItemIndicator />
          </Combobox.Item>
        ))}
      </Combobox.Content>
    </Combobox.Positioner>
  );
}

/**
 * The combobox's open state, and the ref its input needs. Put in by the stand-in (`takesOver`),
 * the combobox opens and takes the focus in the task that put it in, so no keystroke falls
 * between the two inputs; and only once its state machine has started (in a microtask of its
 * own layout effect, which runs before this one): the machine ignores a focus it did not see,
 * and then the typing too.
 */
export function useTakeOver(takesOver: boolean) {
  const inputRef = useRef<HTMLInputElement>(null);
  const [open, setOpen] = useState(takesOver);
  useLayoutEffect(() => {
    if (takesOver) queueMicrotask(() => inputRef.current?.focus());
    // At mount only: the stand-in hands over once.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return { inputRef, open, setOpen };
}

/** The root's props that come from the field: the list as wide as the input, and the field's state. */
export function rootProps(input: ComboboxInputProps) {
  return { positioning: { sameWidth: true }, disabled: input.disabled, readOnly: input.readOnly, name: input.name };
}

/** The input and, at its end, the field's indicator (the trigger, the clear button). */
export function ComboboxControl({
  input,
  inputRef,
  children,
}: {
  input: ComboboxInputProps;
  inputRef: RefObject<HTMLInputElement | null>;
  children: ReactNode;
}) {
  return (
    <Combobox.Control>
      <Combobox.Input placeholder={input.placeholder} onBlur={input.onBlur} onFocus={input.onFocus} ref={inputRef} />
      <Combobox.IndicatorGroup>{children}</Combobox.IndicatorGroup>
    </Combobox.Control>
  );
}
