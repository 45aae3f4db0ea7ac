/** The password policy the strength hint shows: 8 to 64 characters, a letter and a digit. */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 64;

export interface PasswordRuleResult {
  /** Between 8 and 64 characters. */
  length: boolean;
  /** At least one letter (any script) and one digit. */
  mix: boolean;
}

/** Which rules of the policy a value meets; code points are counted, not UTF-16 units. */
export function checkPasswordRules(value: string): PasswordRuleResult {
  const length = [...value].length;
  return {
    length: length >= PASSWORD_MIN_LENGTH && length <= PASSWORD_MAX_LENGTH,
    mix: /\p{L}/u.test(value) && /\p{Nd}/u.test(value),
  };
}
