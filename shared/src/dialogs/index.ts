/**
 * @portal/shared/dialogs: the confirmation asked before deletions and the add/edit form modal,
 * for every area's lists.
 */
export * from './confirm-dialog';
export * from './form-modal';
export * from './submission-errors';
