import { render, screen } from '@testing-library/react';
import { dialogOnDemand } from './dialog-on-demand';

type NoteProps = { open: boolean; note: string };

function NoteDialog({ open, note }: NoteProps) {
  return <p>{open ? `open: ${note}` : `closed: ${note}`}</p>;
}

describe('dialogOnDemand', () => {
  it('loads the dialog when first opened and keeps it mounted once closed', async () => {
    const load = jest.fn(() => Promise.resolve(NoteDialog));
    const Note = dialogOnDemand(load);
    const { rerender, container } = render(<Note open={false} note="a" />);
    expect(load).not.toHaveBeenCalled();
    expect(container).toBeEmptyDOMElement();

    rerender(<Note open note="b" />);
    expect(await screen.findByText('open: b')).toBeInTheDocument();
    rerender(<Note open={false} note="b" />);
    expect(screen.getByText('closed: b')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });
});
