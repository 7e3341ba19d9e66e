import { msg, remembered } from '#i18n';
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A real calendar date in YYYY-MM-DD, or null. */
export function parseDateOfBirth(text: string): { year: number; month: number; day: number } | null {
  const match = DATE.exec(text);
  if (!match) return null;
  const [year, month, day] = match.slice(1).map(Number);
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return { year, month, day };
}

/** Whole years between the date of birth and `today` (UTC): the birthday itself counts. */
export function ageOn(dateOfBirth: string, today: Date): number | null {
  const born = parseDateOfBirth(dateOfBirth);
  if (!born) return null;
  const year = today.getUTCFullYear();
  const beforeBirthday =
    today.getUTCMonth() + 1 < born.month || (today.getUTCMonth() + 1 === born.month && today.getUTCDate() < born.day);
  return year - born.year - (beforeBirthday ? 1 : 0);
}

/** Why a date of birth cannot be taken: `under_age` is a real date of someone too young; `invalid` is anything else. */
export interface DateOfBirthRefusal {
  kind: 'invalid' | 'under_age';
  message: string;
}

/** Why this date of birth cannot be taken, or null: not a date, in the future, too old to be real, under age. */
export function dateOfBirthCheck(dateOfBirth: string, minAge: number, today: Date): DateOfBirthRefusal | null {
  const age = ageOn(dateOfBirth, today);
  const invalid = (message: string): DateOfBirthRefusal => ({ kind: 'invalid', message });
  if (age === null) return invalid(remembered(msg({ message: 'Enter a valid date in the format YYYY-MM-DD.' })));
  if (age < 0 || dateOfBirth > today.toISOString().slice(0, 10))
    return invalid(remembered(msg({ message: 'The date of birth cannot be in the future.' })));
  if (age > 130) return invalid(remembered(msg({ message: 'Enter your real date of birth.' })));
  if (age < minAge) return { kind: 'under_age', message: `You must be at least ${minAge} years old to play.` };
  return null;
}

export function dateOfBirthProblem(dateOfBirth: string, minAge: number, today: Date): string | null {
  return dateOfBirthCheck(dateOfBirth, minAge, today)?.message ?? null;
}
