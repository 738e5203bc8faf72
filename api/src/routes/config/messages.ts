/**
 * The success messages the configuration, clients and brands calls answer: the catalogue's
 * toasts (document 3, section 8; document 2, section 8), spelling fixed, shared with the
 * portal through the contract (docs/spec-deviations.md lists the fixed texts).
 */
export { CONFIG_MESSAGES as MESSAGES } from '@portal/shared/contract';
