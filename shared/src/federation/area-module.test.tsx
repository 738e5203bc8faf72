import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithPortal } from '@portal/shared/testing';
import { AreaModule } from './area-module';
import { setAreaModuleLoader } from './area-modules';

function Greeting({ name }: { name: string }) {
  return <p>Hello {name}</p>;
}

describe('AreaModule', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => {}));
  afterEach(() => jest.restoreAllMocks());

  it("loads another area's module through the shell's loader and renders it with the props", async () => {
    let arrive: (module: { default: typeof Greeting }) => void = () => {};
    const loader = jest.fn(() => new Promise((resolve) => (arrive = resolve)));
    setAreaModuleLoader(loader as never);
    renderWithPortal(<AreaModule remote="mf_projects" module="./greeting" label="The greeting" props={{ name: 'Ana' }} />);
    expect(await screen.findByRole('status')).toHaveTextContent('Loading the greeting…');
    arrive({ default: Greeting });
    expect(await screen.findByText('Hello Ana')).toBeInTheDocument();
    expect(loader).toHaveBeenCalledWith('mf_projects', './greeting', { fresh: false });
  });

  it('shows the failure in place and tries again with a fresh load', async () => {
    const loader = jest.fn().mockRejectedValueOnce(new Error('down')).mockResolvedValueOnce({ default: Greeting });
    setAreaModuleLoader(loader);
    renderWithPortal(<AreaModule remote="mf_projects" module="./greeting" label="The greeting" props={{ name: 'Ion' }} />);
    expect(await screen.findByRole('alert')).toHaveTextContent('The greeting could not be loaded.');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Hello Ion')).toBeInTheDocument();
    expect(loader).toHaveBeenLastCalledWith('mf_projects', './greeting', { fresh: true });
  });
});
