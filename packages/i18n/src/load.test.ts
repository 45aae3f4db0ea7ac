import { describe, expect, it } from 'vitest';
import { catalogs, formatLoaded, loadedMessages, loadMessages, translate } from './index.ts';

describe('loadMessages', () => {
  it('should load the catalogue of one locale', async () => {
    expect(loadedMessages('fr')).toBeUndefined();
    await expect(loadMessages('fr')).resolves.toEqual(catalogs.fr);
    expect(loadedMessages('fr')).toEqual(catalogs.fr);
    expect(loadedMessages('en')).toBeUndefined();
  });

  it('should share one download between calls', () => {
    expect(loadMessages('en')).toBe(loadMessages('en'));
  });
});

describe('formatLoaded', () => {
  it('should use the loaded catalogue, else the English default', async () => {
    await loadMessages('fr');
    const declared = { id: 'validation.required', defaultMessage: 'Please enter your {field}' };
    expect(formatLoaded('fr', declared, { field: 'e-mail' })).toBe(translate('fr', declared.id, { field: 'e-mail' }));
    expect(formatLoaded('fr', { id: 'missing.id', defaultMessage: 'Hello {name}' }, { name: 'Ana' })).toBe('Hello Ana');
  });
});
