import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import ky, { HTTPError } from 'ky';
import { renderWithPortal } from '@portal/shared/testing';
import { CheckboxField, TextInputField } from '@portal/shared/fields';
import { useState } from 'react';
import { Button } from '@chakra-ui/react/button';
import { FormModal } from './form-modal';

/** A list's "New" button opening the modal, whose record loads after it opened. */
function OpenedFromAButton({ loadingFor }: { loadingFor: number }) {
  const [open, setOpen] = useState(false);
  const [loading, setLoading] = useState(true);
  return (
    <>
      <Button
        onClick={() => {
          setOpen(true);
          setLoading(true);
          setTimeout(() => setLoading(false), loadingFor);
        }}
      >
        New unit
      </Button>
      <FormModal<Unit> open={open} loading={loading} onClose={() => setOpen(false)} title="Add client unit" onSubmit={async () => {}}>
        <TextInputField name="name" label="Name" required />
        <TextInputField name="legal_entity" label="Legal entity" required />
      </FormModal>
    </>
  );
}

/** A real ky failure for a given answer, without a network. */
async function failure(status: number, body: unknown): Promise<HTTPError> {
  const fetch = async () => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
  const outcome: unknown = await ky.get('http://api.test/x', { fetch, retry: 0 }).catch((error: unknown) => error);
  if (outcome instanceof HTTPError) return outcome;
  throw new Error(`Expected a ${status} failure`);
}

type Unit = { name: string; legal_entity: string; visible?: boolean };

function renderModal(onSubmit: (values: Unit) => Promise<unknown>, onClose = jest.fn()) {
  renderWithPortal(
    <FormModal<Unit>
      open
      onClose={onClose}
      title="Add client unit"
      initialValues={{ visible: true }}
      onSubmit={onSubmit}
      successMessage="Client unit has been saved."
    >
      <TextInputField name="name" label="Name" required />
      <TextInputField name="legal_entity" label="Legal entity" required />
      <CheckboxField name="visible" label="Visible" />
    </FormModal>,
    { toasts: true },
  );
  return { onClose, user: userEvent.setup() };
}

describe('FormModal', () => {
  it('starts on the first field once the record loaded, not on the close button, and returns to the opener (issue 32)', async () => {
    renderWithPortal(<OpenedFromAButton loadingFor={150} />);
    const user = userEvent.setup();
    const opener = screen.getByRole('button', { name: 'New unit' });
    await user.click(opener);
    const name = await screen.findByRole('textbox', { name: 'Name' });
    await waitFor(() => expect(name).toHaveFocus());
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(opener).toHaveFocus());
  });

  it('checks the fields before calling the server', async () => {
    const onSubmit = jest.fn(async () => {});
    const { user } = renderModal(onSubmit);
    await user.click(await screen.findByRole('button', { name: 'Save' }));
    expect(await screen.findAllByText('Required')).toHaveLength(2);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('saves, says so, and closes', async () => {
    const onSubmit = jest.fn(async () => {});
    const { user, onClose } = renderModal(onSubmit);
    await user.type(await screen.findByRole('textbox', { name: 'Name' }), 'Bucharest');
    await user.type(screen.getByRole('textbox', { name: 'Legal entity' }), 'Agency SRL');
    await user.click(screen.getByRole('checkbox', { name: 'Visible' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmit).toHaveBeenCalledWith({ name: 'Bucharest', legal_entity: 'Agency SRL', visible: false });
    expect(await screen.findByText('Client unit has been saved.')).toBeInTheDocument();
    expect(onClose).toHaveBeenCalled();
  });

  it("keeps what was typed and shows the server's 422 messages under their fields", async () => {
    const error = await failure(422, {
      message: 'The given data was invalid.',
      errors: { name: ['The name has already been taken.'], owner_id: ['The owner is unknown.'] },
    });
    const onSubmit = jest.fn(async () => Promise.reject(error));
    const { user, onClose } = renderModal(onSubmit);
    await user.type(await screen.findByRole('textbox', { name: 'Name' }), 'Bucharest');
    await user.type(screen.getByRole('textbox', { name: 'Legal entity' }), 'Agency SRL');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('The name has already been taken.')).toBeInTheDocument();
    // A message for a field the form does not show still reaches the user.
    expect(screen.getByText('The owner is unknown.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('Bucharest');
    expect(screen.getByRole('textbox', { name: 'Legal entity' })).toHaveValue('Agency SRL');
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveAttribute('aria-invalid', 'true');
    expect(onClose).not.toHaveBeenCalled();

    // Editing the field clears its server message.
    await user.type(screen.getByRole('textbox', { name: 'Name' }), ' 2');
    expect(screen.queryByText('The name has already been taken.')).not.toBeInTheDocument();
  });

  it('stays open with the generic error toast on any other failure', async () => {
    const error = await failure(500, { message: 'boom' });
    const { user, onClose } = renderModal(jest.fn(async () => Promise.reject(error)));
    await user.type(await screen.findByRole('textbox', { name: 'Name' }), 'Bucharest');
    await user.type(screen.getByRole('textbox', { name: 'Legal entity' }), 'Agency SRL');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('An error occurred, please try again later.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('Bucharest');
    expect(onClose).not.toHaveBeenCalled();
  });

  it('closes without saving on Cancel', async () => {
    const onSubmit = jest.fn(async () => {});
    const { user, onClose } = renderModal(onSubmit);
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
