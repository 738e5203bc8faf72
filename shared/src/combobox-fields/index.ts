/**
 * @portal/shared/combobox-fields: the form fields on Chakra's combobox (Ark UI's state
 * machine, some 30 KiB gzip): an autocomplete for one option and a multi-select for several,
 * with the rest of @portal/shared/fields' behaviour (label, "Required", errors). They are apart
 * from @portal/shared/fields so that forms and filter bars without one do not load the combobox.
 */
export * from './autocomplete-field';
export * from './multi-select-field';
