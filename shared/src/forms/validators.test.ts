import { composeValidators, email, minLength, required, sameAs } from './validators';

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
});
