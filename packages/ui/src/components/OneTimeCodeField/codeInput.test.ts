import { describe, expect, it } from 'vitest';
import { digitsOf, fillFrom, toBoxes } from './codeInput.ts';

describe('one-time code input', () => {
  it('should keep only the digits of a pasted text', () => {
    expect(digitsOf('123 456')).toBe('123456');
    expect(digitsOf('Code: 12-34-5a6')).toBe('123456');
  });

  it('should fill every box from a whole code, wherever it is pasted', () => {
    expect(fillFrom(toBoxes('', 6), 3, '123456')).toEqual({ code: ['1', '2', '3', '4', '5', '6'], focus: 5 });
  });

  it('should write a typed digit and move to the next box', () => {
    expect(fillFrom(toBoxes('12', 6), 2, '3')).toEqual({ code: ['1', '2', '3', '', '', ''], focus: 3 });
  });

  it('should stop at the last box', () => {
    expect(fillFrom(toBoxes('', 6), 4, '789')).toEqual({ code: ['', '', '', '', '7', '8'], focus: 5 });
  });
});
