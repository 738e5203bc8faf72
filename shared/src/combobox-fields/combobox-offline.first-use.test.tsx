// Its own file: the combobox code fails to download here (the other files load it).
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Form } from 'react-final-form';
import { renderWithPortal } from '@portal/shared/testing';
import { toOptions } from '@portal/shared/fields';
import { AutocompleteField } from './autocomplete-field';

let mockDownloads = 0;
jest.mock('./combobox-parts', () => {
  mockDownloads += 1;
  throw new Error('Loading chunk combobox-parts failed');
});

const DEVELOPERS = toOptions([{ id: 4, name: 'Ioana Marin' }]);
const FAILED = 'The Developer list could not be loaded. Check your connection and try again.';

it('says once that the list could not be loaded, keeps what is typed, and tries again on a click or an arrow key', async () => {
  renderWithPortal(
    <Form onSubmit={() => undefined} render={() => <AutocompleteField name="user_id" label="Developer" options={DEVELOPERS} />} />,
    {
      toasts: true,
    },
  );
  const user = userEvent.setup();
  const developer = screen.getByRole('combobox', { name: /Developer/ });
  await user.click(developer);
  expect(await screen.findByText(FAILED)).toBeInTheDocument();
  const downloads = mockDownloads;

  await user.keyboard('mar');
  expect(developer).toHaveValue('mar');
  expect(developer).toHaveAttribute('aria-expanded', 'false');
  expect(mockDownloads).toBe(downloads);
  expect(screen.getAllByText(FAILED)).toHaveLength(1);

  await user.keyboard('{ArrowDown}');
  await waitFor(() => expect(screen.getAllByText(FAILED)).toHaveLength(2));
  expect(mockDownloads).toBe(downloads + 1);
});
