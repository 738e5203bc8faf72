import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import useSWR from 'swr';
import { apiGet, type ProjectsMvpResponse, setAreaModuleLoader } from '@portal/shared';
import { answerGet, FreshSwrCache, renderWithPortal } from '@portal/shared/testing';
import { contractCheck } from './contract-check';
import { loadRemoteModule } from './remote-registry';
import { RemoteArea } from './remote-area';

// The federation runtime is replaced here; a really stopped remote is tested in e2e/tests.
jest.mock('./remote-registry', () => ({ loadRemoteModule: jest.fn() }));
const mockedLoad = loadRemoteModule as jest.MockedFunction<typeof loadRemoteModule>;

function Dashboard() {
  return <h1>Remote dashboard</h1>;
}

/** A page that draws its answer at once, from the cache when there is one. */
function Shortcuts() {
  const { data } = useSWR('projects-mvp', () => apiGet<ProjectsMvpResponse>('projects-mvp'));
  if (!data) return <p>Loading shortcuts</p>;
  return (
    <ul>
      {data.data.map((shortcut) => (
        <li key={shortcut.entity_id}>{shortcut.project_title.replace(/_/g, ' ')}</li>
      ))}
    </ul>
  );
}

function Broken(): never {
  throw new Error('render failure inside the remote');
}

describe('RemoteArea', () => {
  beforeEach(() => {
    mockedLoad.mockReset();
    // As shell/src/index.tsx does at start.
    setAreaModuleLoader(loadRemoteModule);
    jest.spyOn(console, 'error').mockImplementation(() => {});
  });

  it('shows the area fallback when the remote cannot be loaded, and retries fresh on demand', async () => {
    mockedLoad.mockRejectedValueOnce(new Error('RUNTIME-003')).mockResolvedValueOnce({ default: Dashboard });
    renderWithPortal(<RemoteArea remote="mf_projects" module="./dashboard-page" area="Dashboard" />);

    expect(await screen.findByText('Dashboard is unavailable')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Remote dashboard' })).toBeInTheDocument();
    expect(mockedLoad).toHaveBeenLastCalledWith('mf_projects', './dashboard-page', { fresh: true });
  });

  it('says when the remote was built for a newer portal, and offers a reload instead of a retry', async () => {
    // The contract check refuses the remote when federation's runtime reads its manifest.
    const manifest = { manifestJson: { metaData: { portalContract: '99.0' } }, moduleInfo: { name: 'mf_reports' } } as never;
    mockedLoad.mockImplementation(async () => contractCheck().loadRemoteSnapshot?.(manifest));
    renderWithPortal(<RemoteArea remote="mf_reports" module="./report-routes" area="Reports" />);

    expect(await screen.findByRole('heading', { name: 'Reports needs a newer portal' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reload' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
  });

  it('loads the answers again on Retry, so a page that threw on one can recover', async () => {
    mockedLoad.mockResolvedValue({ default: Shortcuts });
    // A shortcut without a title: the page cannot draw it.
    answerGet<ProjectsMvpResponse>('projects-mvp', { data: [{ entity_id: 7, project_title: null as unknown as string }] });
    renderWithPortal(
      <FreshSwrCache>
        <RemoteArea remote="mf_projects" module="./dashboard-page" area="Dashboard" />
      </FreshSwrCache>,
    );
    expect(await screen.findByText('Dashboard is unavailable')).toBeInTheDocument();

    answerGet<ProjectsMvpResponse>('projects-mvp', { data: [{ entity_id: 7, project_title: 'Spring_campaign' }] });
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Spring campaign')).toBeInTheDocument();
  });

  it('contains a remote that throws while rendering', async () => {
    mockedLoad.mockResolvedValue({ default: Broken });
    renderWithPortal(
      <>
        <p>Header still here</p>
        <RemoteArea remote="mf_projects" module="./dashboard-page" area="Dashboard" />
      </>,
    );
    expect(await screen.findByText('Dashboard is unavailable')).toBeInTheDocument();
    expect(screen.getByText('Header still here')).toBeInTheDocument();
  });
});
