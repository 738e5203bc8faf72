/** The timesheet's toasts, word for word (document 3, section 8). */
export const TIMESHEET_MESSAGES = {
  entrySaved: 'Timesheet entry has been saved.',
  entryDeleted: 'Timesheet entry has been deleted.',
} as const;
