import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createElement } from 'react';
import { useIntl } from 'react-intl';
import { afterEach, describe, expect, it } from 'vitest';
import { LocaleProvider, useLocale } from './LocaleProvider.tsx';

/** Shows one catalogue message and switches to English on click. */
function Probe() {
  const intl = useIntl();
  const { setLocale } = useLocale();
  return createElement(
    'button',
    { type: 'button', onClick: () => setLocale('en') },
    intl.formatMessage({ id: 'language.label', defaultMessage: 'Language' }),
  );
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
});
