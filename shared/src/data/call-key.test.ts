import { callKey, keyStartsWith } from './call-key';

describe('callKey', () => {
  const projectKey = callKey<[id: number]>('project');

  it('makes the call and its parameters, or without them the prefix of them all', () => {
    expect(projectKey(42)).toEqual(['project', 42]);
    expect(projectKey()).toEqual(['project']);
    expect(callKey('actions')()).toEqual(['actions']);
  });
});

describe('keyStartsWith', () => {
  it('matches the keys a prefix continues, and no other', () => {
    const query = { page: 1 };
    expect(keyStartsWith(['projects'], ['projects', query])).toBe(true);
    expect(keyStartsWith(['projects', query], ['projects', query, 2])).toBe(true);
    expect(keyStartsWith(['project', 42], ['project', 42])).toBe(true);
    expect(keyStartsWith(['project', 42], ['project', 43])).toBe(false);
    expect(keyStartsWith(['projects', { page: 1 }], ['projects', query])).toBe(false);
    expect(keyStartsWith(['project'], ['projects'])).toBe(false);
    expect(keyStartsWith(['projects'], 'projects')).toBe(false);
  });
});
