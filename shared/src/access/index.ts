/** Access rules: pure functions of the session, shared by the shell, every area and the API's route guards. */
export * from './access-subject';
export * from './access-rules';
export * from './sidebar-entries';
export * from './route-access';
