import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AppProvider } from './app-provider';
import { dialogOnDemand } from './dialog-on-demand';
import { PortalToaster } from './portal-toaster';

type NoteProps = { open: boolean; onClose: () => void; note: string };

function NoteDialog({ open, note }: NoteProps) {
  return <p>{open ? `open: ${note}` : `closed: ${note}`}</p>;
}

function Page({ Note }: { Note: React.ComponentType<NoteProps> }) {
  const [open, setOpen] = useState(false);
  return (
    <AppProvider>
      <button onClick={() => setOpen(true)}>Edit</button>
      <button onClick={() => setOpen(false)}>Done</button>
      <Note open={open} onClose={() => setOpen(false)} note="b" />
      <PortalToaster />
    </AppProvider>
  );
}

describe('dialogOnDemand', () => {
  it('loads the dialog when first opened and keeps it mounted once closed', async () => {
    const load = jest.fn(() => Promise.resolve(NoteDialog));
    render(<Page Note={dialogOnDemand(load)} />);
    expect(load).not.toHaveBeenCalled();
    expect(screen.queryByText(/: b$/)).not.toBeInTheDocument();

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    expect(await screen.findByText('open: b')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Done' }));
    expect(screen.getByText('closed: b')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('says so when the code cannot be downloaded, and tries again at the next opening', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const load = jest.fn<Promise<typeof NoteDialog>, []>().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(NoteDialog);
    render(<Page Note={dialogOnDemand(load)} />);
    const user = userEvent.setup();

    await user.click(screen.getByRole('button', { name: 'Edit' }));
    expect(await screen.findByText('This form could not be loaded. Check your connection and try again.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Edit' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Edit' }));
    expect(await screen.findByText('open: b')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
