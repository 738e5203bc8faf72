import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Form } from 'react-final-form';
import { renderWithPortal } from '@portal/shared/testing';
import { addTags, TagsField } from './tags-field';

describe('TagsField', () => {
  it('adds tags on Enter, on a comma and on leaving the field, and removes them', async () => {
    const submitted = jest.fn<void, [object]>();
    renderWithPortal(
      <Form
        onSubmit={(values) => submitted(values)}
        render={({ handleSubmit }) => (
          <form onSubmit={(event) => void handleSubmit(event)} noValidate>
            <TagsField name="job_numbers" label="Job numbers" required />
            <button type="submit">Submit</button>
          </form>
        )}
      />,
    );
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Required')).toBeInTheDocument();

    const input = screen.getByRole('textbox', { name: /Job numbers/ });
    await user.type(input, 'JN-1{Enter}JN-2,jn-1,');
    await user.type(input, 'typed only');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(submitted).toHaveBeenLastCalledWith({ job_numbers: ['JN-1', 'JN-2', 'typed only'] });

    const chosen = screen.getByRole('list', { name: 'Chosen Job numbers' });
    await user.click(within(chosen).getByRole('button', { name: 'Remove JN-2' }));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(submitted).toHaveBeenLastCalledWith({ job_numbers: ['JN-1', 'typed only'] });
  });

  it('splits pasted text on commas, without empty or repeated tags', () => {
    expect(addTags(['A'], ' b, ,a, C ')).toEqual(['A', 'b', 'C']);
  });
});
