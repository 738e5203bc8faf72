import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithPortal } from '@portal/shared/testing';
import { AreaModule } from './area-module';
import { loadAreaModule, setAreaModuleLoader } from './area-modules';
import type { ProjectFormProps } from './projects-area-props';

/** Stands in for mf-projects' form: shows which project it got. */
function ProjectForm({ projectId }: ProjectFormProps) {
  return <p>Editing project {projectId}</p>;
}

const onClose = () => {};

describe('AreaModule', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => {}));
  afterEach(() => jest.restoreAllMocks());

  it("loads another area's module through the shell's loader and renders it with the props", async () => {
    let arrive: (module: { default: typeof ProjectForm }) => void = () => {};
    const loader = jest.fn(() => new Promise((resolve) => (arrive = resolve)));
    setAreaModuleLoader(loader);
    renderWithPortal(
      <AreaModule remote="mf_projects" module="./project-form" label="The project form" props={{ open: true, onClose, projectId: 7 }} />,
    );
    expect(await screen.findByRole('status')).toHaveTextContent('Loading the project form…');
    arrive({ default: ProjectForm });
    expect(await screen.findByText('Editing project 7')).toBeInTheDocument();
    expect(loader).toHaveBeenCalledWith('mf_projects', './project-form', { fresh: false });
  });

  it('renders a module that has loaded already at once, without its loading state', async () => {
    setAreaModuleLoader(jest.fn().mockResolvedValue({ default: ProjectForm }));
    await loadAreaModule('mf_projects', './project-form');
    renderWithPortal(
      <AreaModule remote="mf_projects" module="./project-form" label="The project form" props={{ open: true, onClose, projectId: 8 }} />,
    );
    expect(screen.getByText('Editing project 8')).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('shows the failure in place and tries again with a fresh load', async () => {
    const loader = jest.fn().mockRejectedValueOnce(new Error('down')).mockResolvedValueOnce({ default: ProjectForm });
    setAreaModuleLoader(loader);
    renderWithPortal(
      <AreaModule remote="mf_projects" module="./project-form" label="The project form" props={{ open: true, onClose, projectId: 9 }} />,
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('The project form could not be loaded.');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Editing project 9')).toBeInTheDocument();
    expect(loader).toHaveBeenLastCalledWith('mf_projects', './project-form', { fresh: true });
  });
});
