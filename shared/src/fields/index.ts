/**
 * @portal/shared/fields: form fields on react-final-form and Chakra, each with its label,
 * "Required" rule (`required`), and the error once touched, including the server's 422
 * message for that field. Values are what the API takes: numbers stay numbers, checkboxes
 * booleans. The fields on Chakra's combobox (autocomplete, multi-select) are
 * @portal/shared/combobox-fields and the date field (react-datepicker) is
 * @portal/shared/date-field, so a form without one does not download them.
 */
export * from './field-frame';
export * from './options';
export * from './text-input-field';
export * from './number-field';
export * from './checkbox-field';
export * from './select-field';
export * from './tags-field';
