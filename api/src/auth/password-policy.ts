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

const MIN_SCORE = 3;

export type PasswordOwner = { name?: string; email?: string };

/** The length half of the rule, as the message under the `password` field. */
export const PASSWORD_TOO_SHORT_MESSAGE = `The password field must be at least ${NEW_PASSWORD_MIN_LENGTH} characters.`;

let estimator: ZxcvbnFactory | undefined;

/** Built on first use: the dictionaries take a moment to index. */
function passwordEstimator(): ZxcvbnFactory {
  estimator ??= new ZxcvbnFactory({ dictionary, graphs: adjacencyGraphs });
  return estimator;
}

/** The owner's name and e-mail, whole and in parts: the words a password must not be built from. */
function ownWords(owner: PasswordOwner): string[] {
  const { name, email } = owner;
  return [name, email, ...(email?.split(/[@.]/) ?? []), ...(name?.split(/\s+/) ?? [])].filter((word): word is string => Boolean(word));
}

/** The strength half of the rule, for a caller that knows the owner only after checking the rest: the message, or null. */
export function guessablePasswordProblem(password: string, owner: PasswordOwner): string | null {
  return passwordEstimator().check(password, ownWords(owner)).score >= MIN_SCORE ? null : PASSWORD_TOO_COMMON_MESSAGE;
}

/** The length half of the rule: the message, or null. */
export function shortPasswordProblem(password: string): string | null {
  return password.length < NEW_PASSWORD_MIN_LENGTH ? PASSWORD_TOO_SHORT_MESSAGE : null;
}

/** The whole rule of a new password, its length first, then its strength: the message, or null. */
export function newPasswordProblem(password: string, owner: PasswordOwner): string | null {
  return shortPasswordProblem(password) ?? guessablePasswordProblem(password, owner);
}
