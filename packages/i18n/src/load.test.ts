import { describe, expect, it } from 'vitest';
import {
  catalogs,
  formatLoaded,
  loadedMessages,
  loadMessages,
  loadTier,
  messagesState,
  showMessages,
  translate,
} from './index.ts';

const ids = (catalog: object | undefined) => Object.keys(catalog ?? {});

// One store per test file: these run in order, as a visitor's page would.
describe('loadMessages', () => {
  it('should load one tier of one locale', async () => {
    expect(loadedMessages('fr')).toBeUndefined();
    const publicTier = await loadMessages('fr', 'public');
    expect(publicTier['language.label']).toBe('Langue');
    expect(publicTier).not.toHaveProperty(['dashboard.empty.body']);
    expect(loadedMessages('fr')).toEqual(publicTier);
    expect(loadedMessages('en')).toBeUndefined();
  });

  it('should share one download between calls', () => {
    expect(loadMessages('en', 'console')).toBe(loadMessages('en', 'console'));
  });
});

describe('showMessages and loadTier', () => {
  it('should show a language once the tiers it needs are in, and all of them after a signed-in layout asked', async () => {
    await showMessages('fr');
    expect(messagesState().shown?.locale).toBe('fr');
    expect(ids(messagesState().shown?.messages).length).toBeLessThan(ids(catalogs.fr).length);

    await loadTier('console');
    expect(messagesState().shown).toEqual({ locale: 'fr', messages: catalogs.fr });

    // A switch keeps French on screen until English has both tiers.
    const switching = showMessages('en');
    expect(messagesState()).toMatchObject({ wanted: 'en', shown: { locale: 'fr' } });
    await switching;
    expect(messagesState().shown).toEqual({ locale: 'en', messages: catalogs.en });
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
