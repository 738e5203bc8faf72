/** The combobox fields' combobox code, one chunk loaded on first use (combobox-on-demand.tsx). */
export { AutocompleteCombobox } from './autocomplete-combobox';
export { MultiSelectCombobox } from './multi-select-combobox';
