/**
 * The access rules as named predicates, in the agency's words (documents 1-3, section 6 of
 * each; docs/roles.md). The shell's guards and menus, every area's pages and the API's route
 * guards ask these, never the session role and flags themselves.
 */
import { APPROVAL_MIN_LEVEL, type AccessSubject } from './access-subject';

export type AccessRule = (subject: AccessSubject) => boolean;

/**
 * Session role 2, limited or not: the header's "Add Project" and the project manager filters.
 * The IT flag, like every flag, only ever narrows rights.
 */
export const isProjectManager: AccessRule = (subject) => subject.role === 2 && !subject.isIt;

/** A project manager with full rights: session role 2 and not limited. */
export const isFullProjectManager: AccessRule = (subject) => isProjectManager(subject) && !subject.isLimitedPm;

/** A project manager restricted to one type, one category and a few clients, brands and owners. */
export const isLimitedPm: AccessRule = (subject) => subject.isLimitedPm;

/** An IT user: the developers configuration only. */
export const isItUser: AccessRule = (subject) => subject.isIt;

/** A developer (session role 1, administration role 4): the role filter, the role column, the working-places reminder. */
export const isDeveloper: AccessRule = (subject) => subject.role === 1;

/** The dashboard: everyone but a limited PM, who is sent to /projects. */
export const canSeeDashboard: AccessRule = (subject) => !isLimitedPm(subject);

/** The projects list and everything of the projects area: everyone but IT users. */
export const canSeeProjects: AccessRule = (subject) => !isItUser(subject);

/** New projects, limited PMs included (with their restrictions). */
export const canCreateProjects: AccessRule = isProjectManager;

/** The Edit menu, parents and status changes: a limited PM has no Edit menu (document 1, section 6). */
export const canEditProjects: AccessRule = isFullProjectManager;

/**
 * The details page's edit entry, summary menu, status changes and parent links: document 2 gives
 * them to a limited PM too, with the restrictions it has when creating (docs/spec-deviations.md).
 */
export const canManageProjectDetails: AccessRule = isProjectManager;

/**
 * Opening a Pending project (status 1 -> 2) from the details page: full project managers, who
 * approve new work; the documents describe only cancel, close and reopen (issue 32,
 * docs/spec-deviations.md).
 */
export const canOpenPendingProjects: AccessRule = isFullProjectManager;

/** The financial summary, cost estimates, purchase orders and external expenses (document 2, section 6). */
export const canSeeFinance: AccessRule = isFullProjectManager;

/** Adding, editing and removing a project's resources; team leads only read them (document 2, section 6). */
export const canEditResources: AccessRule = isFullProjectManager;

/** Approving timesheet entries: has_approval at least the minimum, never a limited PM or IT user, and not before it is known. */
export const canApprove: AccessRule = (subject) =>
  !isLimitedPm(subject) && !isItUser(subject) && subject.hasApproval !== null && subject.hasApproval >= APPROVAL_MIN_LEVEL;

/** The own timesheet and working places: neither a limited PM nor an IT user. */
export const canKeepTimesheetAndWorkingPlaces: AccessRule = (subject) => !isLimitedPm(subject) && !isItUser(subject);

/**
 * Logging one's own hours: developers and, since issue 32, full project managers (document 3
 * gives role 1 alone; spec-deviations). Client PMs keep only reading their timesheet.
 */
export const canLogTime: AccessRule = (subject) => isDeveloper(subject) || isFullProjectManager(subject);

/** Configuration lists, users of every role, clients, brands and wildcards. */
export const canManageConfiguration: AccessRule = isFullProjectManager;

/** The developers configuration page: full project managers and IT users. */
export const canManageDevelopers: AccessRule = (subject) => isFullProjectManager(subject) || isItUser(subject);

/** Every report. */
export const canReadReports: AccessRule = isFullProjectManager;
