/** Passwords shorter than this are not checked further: they are weak. */
export const PASSWORD_MIN_LENGTH = 8;

/** 0 weak, 1 ok, 2 strong, 3 very strong. */
export type PasswordStrength = 0 | 1 | 2 | 3;

/**
 * A password of at least 8 characters scores one level for each kind of character it
 * contains — a lowercase letter, a digit, an uppercase letter; a shorter one is weak (0).
 */
export function passwordStrength(password: string): PasswordStrength {
  if (password.length < PASSWORD_MIN_LENGTH) return 0;
  return [/\p{Ll}/u, /\d/, /\p{Lu}/u].filter((kind) => kind.test(password)).length as PasswordStrength;
}
