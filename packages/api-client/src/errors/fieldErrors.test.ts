import { describe, expect, it } from 'vitest';
import { firstMessages, nestFieldErrors } from './fieldErrors.ts';
import { readCookie } from '../client/headers.ts';

describe('field errors', () => {
  it('should keep the first message of each field', () => {
    expect(firstMessages({ 'billing_info.email': ['a', 'b'], name: [] })).toEqual({ 'billing_info.email': 'a' });
  });

  it('should nest dotted keys, list indexes included', () => {
    expect(
      nestFieldErrors({ 'billing_info.email': 'a', 'billing_info.phone': 'b', 'rewards.0.amount': 'c', title: 'd' }),
    ).toEqual({
      billing_info: { email: 'a', phone: 'b' },
      rewards: { '0': { amount: 'c' } },
      title: 'd',
    });
  });

  it('should let the first of a field and a group of the same name win', () => {
    expect(nestFieldErrors({ a: 'x', 'a.b': 'y' })).toEqual({ a: 'x' });
    expect(nestFieldErrors({ 'a.b': 'y', a: 'x' })).toEqual({ a: { b: 'y' } });
  });

  it('should drop keys that would reach a prototype', () => {
    expect(nestFieldErrors({ '__proto__.polluted': 'x', 'a..b': 'y' })).toEqual({});
    expect(({} as Record<string, unknown>)['polluted']).toBeUndefined();
  });
});

describe('readCookie', () => {
  it('should find a cookie among others and decode it', () => {
    expect(readCookie('a=1; XSRF-TOKEN=ab%3D%3D; b=2', 'XSRF-TOKEN')).toBe('ab==');
    expect(readCookie('XSRF-TOKEN=a=b', 'XSRF-TOKEN')).toBe('a=b');
    expect(readCookie('XSRF-TOKEN=%E0%A4%A', 'XSRF-TOKEN')).toBe('%E0%A4%A');
    expect(readCookie('', 'XSRF-TOKEN')).toBeNull();
  });
});
