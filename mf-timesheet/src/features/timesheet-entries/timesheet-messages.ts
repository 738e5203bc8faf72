/** The timesheet's toasts, word for word (document 3, section 8; the Undo's own, issue 32). */
export const TIMESHEET_MESSAGES = {
  entrySaved: 'Timesheet entry has been saved.',
  entryDeleted: 'Timesheet entry has been deleted.',
  entryRestored: 'Timesheet entry has been restored.',
} as const;
