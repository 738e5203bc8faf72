import { describe, expect, it } from '@jest/globals';
import { ValidationError } from './errors';
import { confirmed, email, integer, minLength, oneOf, required, requiredWith, string, validate } from './validation';

function errorsOf(body: unknown, rules: Parameters<typeof validate>[1]) {
  try {
    validate(body, rules);
    return null;
  } catch (error) {
    expect(error).toBeInstanceOf(ValidationError);
    return (error as ValidationError).toBody();
  }
}

describe('validate', () => {
  it('reports every failing field with its first message', () => {
    const body = errorsOf(
      { email: 'nope', password: '123' },
      {
        email: [required(), string(), email()],
        password: [required(), minLength(6)],
        name: [required()],
      },
    );
    expect(body).toEqual({
      message: 'The email field must be a valid email address.',
      errors: {
        email: ['The email field must be a valid email address.'],
        password: ['The password field must be at least 6 characters.'],
        name: ['The name field is required.'],
      },
    });
  });

  it('checks confirmations, dependent requirements, integers and choices', () => {
    expect(
      errorsOf(
        { password: 'secret1', password_confirmation: 'other', count: '1.5', theme: 'pink' },
        {
          password: [confirmed()],
          old_password: [requiredWith('password')],
          count: [integer()],
          theme: [oneOf(['light', 'dark'])],
        },
      )?.errors,
    ).toEqual({
      password: ['The password field confirmation does not match.'],
      old_password: ['The old password field is required when password is present.'],
      count: ['The count field must be an integer.'],
      theme: ['The selected theme is invalid.'],
    });
    expect(errorsOf({ count: '12', kind: '2' }, { count: [integer()], kind: [oneOf([1, 2])] })).toBeNull();
  });

  it('treats a missing or non-object body as empty', () => {
    expect(errorsOf(null, { email: [required()] })?.errors).toEqual({ email: ['The email field is required.'] });
    expect(errorsOf([1, 2], { email: [required()] })?.errors).toEqual({ email: ['The email field is required.'] });
  });
});
