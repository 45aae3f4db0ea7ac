import { describe, expect, it } from 'vitest';
import { checkText, issueFromValidity } from './validation.ts';

describe('checkText', () => {
  it('should ask for a required value', () => {
    expect(checkText('', { isRequired: true })).toEqual({ kind: 'required' });
  });

  it('should accept an empty optional value whatever the other rules', () => {
    expect(checkText('', { type: 'email', minLength: 8 })).toBeNull();
  });

  it.each(['claire', 'claire@', 'claire@boulangerie', 'claire @boulangerie.fr'])(
    'should reject the email %s',
    (value) => {
      expect(checkText(value, { type: 'email' })).toEqual({ kind: 'email' });
    },
  );

  it('should accept a plain email', () => {
    expect(checkText('claire@boulangerie-martin.fr', { type: 'email', isRequired: true })).toBeNull();
  });

  it('should report the minimum and maximum lengths with their bounds', () => {
    expect(checkText('abc', { minLength: 8 })).toEqual({ kind: 'min', min: 8 });
    expect(checkText('abcdef', { maxLength: 5 })).toEqual({ kind: 'max', max: 5 });
  });
});

describe('issueFromValidity', () => {
  it('should map the browser verdicts to catalogue kinds', () => {
    expect(issueFromValidity({ valueMissing: true }, {})).toEqual({ kind: 'required' });
    expect(issueFromValidity({ typeMismatch: true }, { type: 'email' })).toEqual({ kind: 'email' });
    expect(issueFromValidity({ typeMismatch: true }, { type: 'url' })).toEqual({ kind: 'invalid' });
    expect(issueFromValidity({ tooShort: true }, { minLength: 8 })).toEqual({ kind: 'min', min: 8 });
    expect(issueFromValidity({}, {})).toBeNull();
  });
});
