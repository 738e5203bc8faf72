/** The YYYY-MM-DD rule of the projects area's dates (project dates and report periods). */
import { isPresent, type Rule } from '../../http/validation';

export const isoDate = (): Rule => (value, field) => {
  if (!isPresent(value)) return null;
  const text = String(value);
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  const valid = match && new Date(Date.UTC(+match[1], +match[2] - 1, +match[3])).toISOString().slice(0, 10) === text;
  return valid ? null : `The ${field.replace(/_/g, ' ')} field must be a date in the form YYYY-MM-DD.`;
};
