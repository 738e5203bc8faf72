/** The choices of select, multi-select and autocomplete fields. */

export type OptionValue = string | number;

export type FieldOption<V extends OptionValue = OptionValue> = {
  value: V;
  label: string;
  /** Shown (when already chosen) but never offered. */
  disabled?: boolean;
  /** The option's tooltip (its title attribute), where it says more, or less, than the label. */
  title?: string;
};

/** Options from records with `id` and `name` (users, clients, brands, activity types...). */
export function toOptions<T extends { id: number; disabled?: boolean | number | null }>(
  records: readonly T[],
  label: (record: T) => string = (record) => String((record as unknown as { name: string }).name),
): FieldOption<number>[] {
  return records.map((record) => ({ value: record.id, label: label(record), disabled: Boolean(record.disabled) }));
}

/**
 * What an autocomplete suggests for the typed text (document 3, section 5): options whose label
 * contains the text, ignoring case, never disabled ones; nothing for empty text unless asked.
 */
export function matchOptions<V extends OptionValue>(
  options: readonly FieldOption<V>[],
  text: string,
  { suggestOnEmpty = false } = {},
): FieldOption<V>[] {
  const needle = text.trim().toLowerCase();
  if (!needle && !suggestOnEmpty) return [];
  return options.filter((option) => !option.disabled && option.label.toLowerCase().includes(needle));
}
