/**
 * Test helper (not part of the runtime bundle): form fields inside a react-final-form form with
 * a Submit button, rendered as the shell would; `submitted` receives the values of each submit.
 */
import type { ReactNode } from 'react';
import userEvent from '@testing-library/user-event';
import { Form } from 'react-final-form';
import { renderWithPortal } from './render-with-portal';

export function renderInForm(fields: ReactNode, initialValues: object = {}) {
  const submitted = jest.fn<void, [object]>();
  renderWithPortal(
    <Form
      onSubmit={(values) => submitted(values)}
      initialValues={initialValues}
      render={({ handleSubmit }) => (
        <form onSubmit={(event) => void handleSubmit(event)} noValidate>
          {fields}
          <button type="submit">Submit</button>
        </form>
      )}
    />,
  );
  return { submitted, user: userEvent.setup() };
}
