import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  catalogs,
  forgetTier,
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
    expect(loadMessages('en', 'shell')).toBe(loadMessages('en', 'shell'));
  });
});

describe('showMessages and loadTier', () => {
  const tierIds = (locale: 'en' | 'fr', tier: string) =>
    ids(JSON.parse(readFileSync(join(import.meta.dirname, `../messages/tiers/${locale}.${tier}.json`), 'utf8')));

  it('should show a language once the tiers it needs are in: the shell, then the screen on screen', async () => {
    await showMessages('fr');
    expect(messagesState().shown?.locale).toBe('fr');
    expect(messagesState().shown?.messages).not.toHaveProperty(['dashboard.screen.title']);

    await loadTier('shell');
    await loadTier('dashboard', 'screen');
    expect(messagesState().shown?.messages['dashboard.screen.title']).toBe(catalogs.fr['dashboard.screen.title']);
    expect(ids(messagesState().shown?.messages)).toEqual(
      expect.arrayContaining([...tierIds('fr', 'shell'), ...tierIds('fr', 'dashboard')]),
    );
    // Another route replaces the dashboard's tier; the dashboard's texts stay while it is left.
    await loadTier('billing', 'screen');
    expect(messagesState().shown?.messages['dashboard.screen.title']).toBe(catalogs.fr['dashboard.screen.title']);

    // A switch keeps French on screen until English has every tier this page needs, and only those.
    const switching = showMessages('en');
    expect(messagesState()).toMatchObject({ wanted: 'en', shown: { locale: 'fr' } });
    await switching;
    const shown = messagesState().shown;
    expect(shown?.locale).toBe('en');
    for (const tier of ['public', 'shell', 'billing'])
      for (const id of tierIds('en', tier)) expect(shown?.messages[id]).toBe(catalogs.en[id]);
    expect(shown?.messages).not.toHaveProperty(['dashboard.screen.title']);
  });

  it("should not download a forgotten route's tier on the next switch", async () => {
    await loadTier('rewards', 'screen');
    expect(messagesState().shown?.locale).toBe('en');
    forgetTier('screen'); // a route with no tier of its own opened
    await showMessages('fr');
    expect(messagesState().shown?.locale).toBe('fr');
    // French's rewards tier was not needed by the page on screen: neither downloaded nor shown.
    expect(tierIds('fr', 'rewards')).toContain('rewards.action.distribute');
    expect(loadedMessages('fr')).not.toHaveProperty(['rewards.action.distribute']);
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
