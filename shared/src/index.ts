/**
 * @portal/shared: what the shell and every remote use, shared at run time as one singleton.
 * Everything an area needs from another area goes through here or through that area's exposes.
 */
export * from './contract';
export * from './config/portal-config';
export * from './session/cookies';
export * from './session/session-store';
export * from './session/use-session-state';
export * from './federation/area-contract';
export * from './federation/projects-area-props';
export * from './federation/project-details-props';
export * from './federation/area-modules';
export * from './federation/area-module';
export * from './federation/page-headings';
export * from './http/api-client';
export * from './http/save-blob';
export * from './http/report-api-error';
export * from './toast/toaster';
export * from './events/event-bus';
export * from './data/call-key';
export * from './validation/validators';
export * from './ui/system';
export * from './ui/theme-mode';
export * from './ui/app-provider';
export * from './ui/portal-toaster';
export * from './ui/query-states';
export * from './ui/page-heading';
export * from './ui/error-boundary';
export * from './ui/code-on-demand';
export * from './ui/use-loaded';
export * from './ui/loaded-part';
export * from './ui/dialog-on-demand';
