import { DOCUMENT_MAX_BYTES } from '../contract';
import { composeValidators, email, fileTooLarge, minLength, positiveAmount, required, sameAs } from './validators';

describe('validators', () => {
  it('says Required for empty values, including blank text and empty lists', () => {
    for (const value of [undefined, null, '', '   ', []]) expect(required(value)).toBe('Required');
    expect(required('x')).toBeUndefined();
    expect(required([1])).toBeUndefined();
  });

  it('checks e-mail addresses', () => {
    expect(email('pm@agency')).toBe('Invalid email address');
    expect(email('pm agency.test')).toBe('Invalid email address');
    expect(email('pm@agency.test')).toBeUndefined();
  });

  it('asks for at least the minimum length, with the catalogue message', () => {
    expect(minLength(6)('12345')).toBe('Must be longer than 6 characters');
    expect(minLength(6)('123456')).toBeUndefined();
  });

  it('compares with another field', () => {
    expect(sameAs('password')('abcdef', { password: 'abcdeg' })).toBe('Passwords do not match');
    expect(sameAs('password')('abcdef', { password: 'abcdef' })).toBeUndefined();
  });

  it('reports the first failing rule', () => {
    const rules = composeValidators(required, email);
    expect(rules('')).toBe('Required');
    expect(rules('nope')).toBe('Invalid email address');
  });

  it('takes amounts above 0 with at most two decimals, and leaves empty ones to Required', () => {
    for (const value of [12, '12.5', '0.01', 1234567.89]) expect(positiveAmount(value)).toBeUndefined();
    for (const value of [0, '0.00', -3, '1.234', 'abc'])
      expect(positiveAmount(value)).toBe('Must be an amount greater than 0 with at most two decimals');
    expect(positiveAmount(undefined)).toBeUndefined();
  });

  it('refuses a file above the documents limit', () => {
    const file = (size: number) => ({ size }) as File;
    expect(fileTooLarge(file(DOCUMENT_MAX_BYTES))).toBeUndefined();
    expect(fileTooLarge(file(DOCUMENT_MAX_BYTES + 1))).toBe('The file may be at most 10 MB.');
    expect(fileTooLarge(undefined)).toBeUndefined();
  });
});
