import { screen } from '@testing-library/react';
import { renderInForm } from '@portal/shared/testing';
import { NumberField } from './number-field';
import { matchOptions, toOptions } from './options';
import { SelectField } from './select-field';
import { TextInputField } from './text-input-field';

const DEVELOPERS = toOptions([
  { id: 1, name: 'Ana Popescu' },
  { id: 2, name: 'Andrei Ionescu', disabled: true },
  { id: 3, name: 'Mihai Anastasiu' },
  { id: 4, name: 'Ioana Marin' },
]);

describe('matchOptions', () => {
  it('matches case-insensitive substrings, never disabled options, nothing for empty text', () => {
    expect(matchOptions(DEVELOPERS, 'AN').map((option) => option.label)).toEqual(['Ana Popescu', 'Mihai Anastasiu', 'Ioana Marin']);
    expect(matchOptions(DEVELOPERS, 'andrei')).toEqual([]);
    expect(matchOptions(DEVELOPERS, '  ')).toEqual([]);
    expect(matchOptions(DEVELOPERS, '', { suggestOnEmpty: true })).toHaveLength(3);
  });
});

describe('field errors', () => {
  it('say nothing for a field the user only passed through, until they try to save or change it', async () => {
    const { user } = renderInForm(
      <>
        <TextInputField name="name" label="Name" required />
        <TextInputField name="email" label="Email" required />
      </>,
    );
    await user.click(screen.getByRole('textbox', { name: /Name/ }));
    await user.tab();
    expect(screen.queryByText('Required')).not.toBeInTheDocument();

    await user.type(screen.getByRole('textbox', { name: /Email/ }), 'x');
    await user.clear(screen.getByRole('textbox', { name: /Email/ }));
    await user.tab();
    expect(screen.getAllByText('Required')).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(screen.getAllByText('Required')).toHaveLength(2);
  });
});

describe('SelectField', () => {
  it('gives back the option value itself, numbers staying numbers', async () => {
    const { user, submitted } = renderInForm(
      <SelectField
        name="location_id"
        label="Location"
        options={[
          { value: 1, label: 'Office' },
          { value: 2, label: 'Remote' },
        ]}
        required
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Required')).toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: /Location/ }), 'Remote');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(submitted).toHaveBeenCalledWith({ location_id: 2 });
  });
});

describe('NumberField', () => {
  it('gives back a number, and nothing when emptied', async () => {
    const { user, submitted } = renderInForm(<NumberField name="rate" label="Rate" />, { rate: 12 });
    const input = screen.getByRole('spinbutton', { name: 'Rate' });
    expect(input).toHaveValue(12);
    await user.clear(input);
    await user.type(input, '37.5');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(submitted).toHaveBeenLastCalledWith({ rate: 37.5 });
    await user.clear(input);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(submitted).toHaveBeenLastCalledWith({});
  });
});
