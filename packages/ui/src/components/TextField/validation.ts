import type { ValidationKind } from '@starcrew/i18n';

/** The built-in rules of a text field. */
export interface TextRules {
  isRequired?: boolean;
  type?: string;
  minLength?: number;
  maxLength?: number;
}

/** What is wrong with a value, as a catalogue message kind and its values. */
export interface TextIssue {
  kind: ValidationKind;
  min?: number;
  max?: number;
}

// Deliberately loose: the server has the last word; this only catches obvious slips.
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Checks a value against the rules, first failure wins, in the order a person fixes them. */
export function checkText(value: string, rules: TextRules): TextIssue | null {
  if (value === '') return rules.isRequired ? { kind: 'required' } : null;
  if (rules.type === 'email' && !EMAIL.test(value)) return { kind: 'email' };
  if (rules.minLength !== undefined && value.length < rules.minLength) return { kind: 'min', min: rules.minLength };
  if (rules.maxLength !== undefined && value.length > rules.maxLength) return { kind: 'max', max: rules.maxLength };
  return null;
}

type Validity = Partial<
  Record<'valueMissing' | 'typeMismatch' | 'tooShort' | 'tooLong' | 'patternMismatch' | 'badInput', boolean>
>;

/**
 * Reads the browser's own verdict (a native `ValidityState`), for the rare value the browser
 * rejects and `checkText` accepts, so its message is ours and in the page's language.
 */
export function issueFromValidity(validity: Validity, rules: TextRules): TextIssue | null {
  if (validity.valueMissing) return { kind: 'required' };
  if (validity.typeMismatch) return rules.type === 'email' ? { kind: 'email' } : { kind: 'invalid' };
  if (validity.tooShort) return { kind: 'min', min: rules.minLength ?? 0 };
  if (validity.tooLong) return { kind: 'max', max: rules.maxLength ?? 0 };
  if (validity.patternMismatch || validity.badInput) return { kind: 'invalid' };
  return null;
}
