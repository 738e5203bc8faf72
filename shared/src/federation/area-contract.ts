/**
 * The federation contract: every module each remote exposes, and the props its default export
 * takes. AreaModule, loadAreaModule, the shell's route table and each remote's src/expose files
 * are typed against it, so a wrong remote, module or prop fails `pnpm typecheck`; a jest test
 * holds each remote's webpack `exposes` to these module names (area-contract.test.ts).
 *
 * One object serves both: its keys are the names at run time, its values carry the props as a
 * type only. A new remote adds its entry here (docs/architecture.md, "Adding a remote").
 *
 * Its version (area-contract-version.json, major.minor) goes into each remote's mf-manifest.json
 * when the remote is built, and the shell refuses a remote built for another major
 * (shell/src/federation/contract-check.ts). Raise the minor for an addition an older shell or
 * remote can live with (a new module, a new optional prop); raise the major for anything else (a
 * module removed or renamed, a prop changed or made required).
 */
import type { ComponentType } from 'react';
import contractVersion from './area-contract-version.json';
import type { ProjectPanelProps } from './project-details-props';
import type { ProjectFiltersProps, ProjectFormProps, ProjectsTableProps, SetParentDialogProps } from './projects-area-props';

/** The version of the contract below, which this build was made for. */
export const AREA_CONTRACT_VERSION: string = contractVersion.version;

declare const PROPS: unique symbol;

/** An exposed module whose default export takes props `P`; nothing at run time. */
export type Exposed<P extends object> = { readonly [PROPS]: P };

const takes = <P extends object>() => ({}) as Exposed<P>;

/** A route's page: the shell renders it with no props. */
export type PageProps = Record<string, never>;
const page = takes<PageProps>();

export const AREA_CONTRACT = {
  mf_projects: {
    './dashboard-page': page,
    './projects-page': page,
    './project-form': takes<ProjectFormProps>(),
    './set-parent-dialog': takes<SetParentDialogProps>(),
    './projects-filters': takes<ProjectFiltersProps>(),
    './projects-table': takes<ProjectsTableProps>(),
  },
  mf_project_details: { './project-details-page': page },
  mf_finance: {
    './financial-summary-panel': takes<ProjectPanelProps>(),
    './cost-estimates-panel': takes<ProjectPanelProps>(),
    './purchase-orders-panel': takes<ProjectPanelProps>(),
    './external-expenses-panel': takes<ProjectPanelProps>(),
  },
  mf_timesheet: {
    './timesheet-page': page,
    './approval-page': page,
    './working-places-page': page,
    './project-timesheet-panel': takes<ProjectPanelProps>(),
  },
  mf_config: { './config-routes': page },
  mf_reports: { './report-routes': page },
} satisfies Record<string, Record<`./${string}`, Exposed<object>>>;

type Contract = typeof AREA_CONTRACT;

/** A remote's federation name, as in apps.json and /remotes.json. */
export type RemoteName = keyof Contract;

/** The modules `R` exposes (for a union of remotes, those of any of them). */
export type ModuleName<R extends RemoteName> = R extends RemoteName ? keyof Contract[R] & string : never;

/** The props of module `M` of remote `R`. */
export type ModuleProps<R extends RemoteName, M extends ModuleName<R>> = R extends RemoteName
  ? M extends keyof Contract[R]
    ? Contract[R][M] extends Exposed<infer P>
      ? P
      : never
    : never
  : never;

/** What module `M` of remote `R` must default-export: `export default X satisfies ExposedComponent<...>`. */
export type ExposedComponent<R extends RemoteName, M extends ModuleName<R>> = ComponentType<ModuleProps<R, M>>;

/** Every exposed page, as a remote and one of its modules: what the shell's route table may name. */
export type PageModule = {
  [R in RemoteName]: { [M in ModuleName<R>]: ModuleProps<R, M> extends PageProps ? { remote: R; module: M } : never }[ModuleName<R>];
}[RemoteName];
