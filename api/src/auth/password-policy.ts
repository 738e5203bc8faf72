/**
 * The rule for new passwords (issue 30, ASVS 2.1.1 and 2.1.7): at least 12 characters and not
 * guessable. "Guessable" is zxcvbn's estimate with its common-password and common-word lists
 * (@zxcvbn-ts/language-common), which also catches their variants (l33t, reversed, repeated,
 * with digits appended) and keyboard walks that a plain list lookup misses; the user's own
 * name and e-mail count as dictionary words too. A password passes at score 3 or more (zxcvbn:
 * about 10^8 guesses, "safely unguessable" against online attacks and costly offline against
 * scrypt), the threshold zxcvbn recommends for accounts worth protecting. The dictionaries stay
 * on the API: the browser only checks the length.
 */
import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary } from '@zxcvbn-ts/language-common';
import { NEW_PASSWORD_MIN_LENGTH, PASSWORD_TOO_COMMON_MESSAGE } from '@portal/shared/contract';
import { isPresent, minLength, type Rule } from '../http/validation';

const MIN_SCORE = 3;

export type PasswordOwner = { name?: string; email?: string };

export const newPasswordLength = (): Rule => minLength(NEW_PASSWORD_MIN_LENGTH);

let estimator: ZxcvbnFactory | undefined;

/** Built on first use: the dictionaries take a moment to index. */
function passwordEstimator(): ZxcvbnFactory {
  estimator ??= new ZxcvbnFactory({ dictionary, graphs: adjacencyGraphs });
  return estimator;
}

/** The strength half of the rule, for a caller that knows the owner only after checking the rest. */
export const notGuessable =
  (owner: PasswordOwner): Rule =>
  (value) =>
    !isPresent(value) || typeof value !== 'string' || passwordEstimator().check(value, ownWords(owner)).score >= MIN_SCORE
      ? null
      : PASSWORD_TOO_COMMON_MESSAGE;

/** The owner's name and e-mail, whole and in parts: the words a password must not be built from. */
function ownWords(owner: PasswordOwner): string[] {
  const { name, email } = owner;
  return [name, email, ...(email?.split(/[@.]/) ?? []), ...(name?.split(/\s+/) ?? [])].filter((word): word is string => Boolean(word));
}

/** The rules of a new password field, after `string()`: its length, then its strength. */
export function newPasswordRules(owner: PasswordOwner): Rule[] {
  return [newPasswordLength(), notGuessable(owner)];
}
