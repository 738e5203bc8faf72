/**
 * Compile-time checks of the federation contract, run by `pnpm typecheck` (not by jest). Each
 * line under a @ts-expect-error must fail to compile: if the contract stopped rejecting a wrong
 * remote, module or prop, the unused directive itself fails typecheck. The lines that compile
 * are the same calls made right, so each failure is the one its comment names.
 */
import { AreaModule } from './area-module';
import { loadAreaModule } from './area-modules';
import type { ExposedComponent, PageModule } from './area-contract';
import type { ProjectFormProps } from './projects-area-props';

const onClose = () => {};

export function ProjectFormUses() {
  return (
    <>
      <AreaModule remote="mf_projects" module="./project-form" label="Form" props={{ open: true, onClose }} />
      {/* @ts-expect-error mf_projects exposes no "./project-formular" */}
      <AreaModule remote="mf_projects" module="./project-formular" label="Form" props={{ open: true, onClose }} />
      {/* @ts-expect-error the form is mf_projects', not mf_reports' */}
      <AreaModule remote="mf_reports" module="./project-form" label="Form" props={{ open: true, onClose }} />
      {/* @ts-expect-error no remote is called mf_project */}
      <AreaModule remote="mf_project" module="./project-form" label="Form" props={{ open: true, onClose }} />
      {/* @ts-expect-error onClose is missing */}
      <AreaModule remote="mf_projects" module="./project-form" label="Form" props={{ open: true }} />
      {/* @ts-expect-error projectId is a number */}
      <AreaModule remote="mf_projects" module="./project-form" label="Form" props={{ open: true, onClose, projectId: '7' }} />
      {/* @ts-expect-error the form takes no "title" */}
      <AreaModule remote="mf_projects" module="./project-form" label="Form" props={{ open: true, onClose, title: 'New' }} />
      {/* @ts-expect-error a page takes no props */}
      <AreaModule remote="mf_projects" module="./projects-page" label="Projects" props={{ open: true }} />
    </>
  );
}

export const loads = [
  loadAreaModule('mf_config', './config-routes'),
  // @ts-expect-error mf_config exposes no "./project-form"
  loadAreaModule('mf_config', './project-form'),
];

export const pages: PageModule[] = [
  { remote: 'mf_timesheet', module: './approval-page' },
  // @ts-expect-error the project form is no page: the route table cannot name it
  { remote: 'mf_projects', module: './project-form' },
  // @ts-expect-error approval is mf_timesheet's page
  { remote: 'mf_projects', module: './approval-page' },
];

function ProjectForm({ open }: ProjectFormProps) {
  return open ? <p>form</p> : null;
}

/** A form whose props drifted from the contract: it requires a prop nobody passes. */
function DriftedProjectForm({ open }: ProjectFormProps & { title: string }) {
  return open ? <p>form</p> : null;
}

export const exposed = [
  ProjectForm satisfies ExposedComponent<'mf_projects', './project-form'>,
  // @ts-expect-error its props drifted from the contract's
  DriftedProjectForm satisfies ExposedComponent<'mf_projects', './project-form'>,
];
