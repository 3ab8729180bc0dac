/** The shortest password accepted when a user sets one: long enough that guessing it online is hopeless. */
export const PASSWORD_MIN_LENGTH = 12;
/** The longest: a passphrase fits, while hashing a megabyte of "password" per request does not. */
export const PASSWORD_MAX_LENGTH = 256;

export type PasswordProblem = 'too-short' | 'too-long' | null;

/** Whether a new password may be set; length is counted in characters, so ä or an emoji count once. */
export function passwordProblem(password: string): PasswordProblem {
  const length = [...password].length;
  if (length < PASSWORD_MIN_LENGTH || password.trim() === '') return 'too-short';
  if (length > PASSWORD_MAX_LENGTH) return 'too-long';
  return null;
}
