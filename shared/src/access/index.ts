/** Access rules: pure functions of the session, shared by the shell's guards and sidebar and by tests. */
export * from './access-subject';
export * from './sidebar-entries';
export * from './route-access';
