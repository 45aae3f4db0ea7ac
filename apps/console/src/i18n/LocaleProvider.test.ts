import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { loadTier } from '@starcrew/i18n';
import { createElement } from 'react';
import { useIntl } from 'react-intl';
import { afterEach, describe, expect, it } from 'vitest';
import { LocaleProvider, useLocale } from './LocaleProvider.tsx';

/** Shows one catalogue message (the public tier's by default) and switches to English on click. */
function Probe({ message = { id: 'language.label', defaultMessage: 'Language' } }) {
  const intl = useIntl();
  const { setLocale } = useLocale();
  return createElement('button', { type: 'button', onClick: () => setLocale('en') }, intl.formatMessage(message));
}

describe('LocaleProvider', () => {
  afterEach(() => {
    cleanup();
    localStorage.clear();
  });

  it('should render only once the catalogue is in, then keep the texts until the next one is', async () => {
    const { container } = render(createElement(LocaleProvider, { initial: 'fr', children: createElement(Probe) }));
    // Nothing untranslated is ever on screen: the first render waits for fr.json.
    expect(container.innerHTML).toBe('');
    // The catalogue is a dynamic import: on a loaded machine its first transform takes over 1 s.
    const button = await screen.findByRole('button', { name: 'Langue' }, { timeout: 5000 });
    // The page's language follows in an effect, after the render that shows the texts.
    await waitFor(() => expect(document.documentElement.lang).toBe('fr'));

    act(() => fireEvent.click(button));
    expect(screen.getByRole('button').textContent).toBe('Langue');
    expect(localStorage.getItem('app-lang')).toBe('en');
    await screen.findByRole('button', { name: 'Language' }, { timeout: 5000 });
    await waitFor(() => expect(document.documentElement.lang).toBe('en'));
  });

  it("should show a screen's tier once its route asked for it, and switch only when the next language has it too", async () => {
    const dashboard = { id: 'dashboard.screen.title', defaultMessage: 'Dashboard' };
    render(createElement(LocaleProvider, { initial: 'fr', children: createElement(Probe, { message: dashboard }) }));
    // French's public tier alone: the signed-in text is not in it yet (its English default).
    await screen.findByRole('button', { name: 'Dashboard' }, { timeout: 5000 });
    await waitFor(() => expect(document.documentElement.lang).toBe('fr'));

    await act(() => Promise.all([loadTier('shell'), loadTier('dashboard', 'screen')]));
    const button = screen.getByRole('button', { name: 'Tableau de bord' });

    act(() => fireEvent.click(button));
    // English is shown only once all its tiers are in: never a French page with English holes.
    expect(screen.getByRole('button').textContent).toBe('Tableau de bord');
    await screen.findByRole('button', { name: 'Dashboard' }, { timeout: 5000 });
    await waitFor(() => expect(document.documentElement.lang).toBe('en'));
  });
});
