import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createElement, Fragment } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { useSearchUpdate } from './useSearchUpdate.ts';

const withParam = (name: string, value: string) => (current: URLSearchParams) => {
  current.set(name, value);
  return current;
};

/** Two changes in one click: the second starts before the screen renders the first's URL. */
function TwoFilters() {
  const update = useSearchUpdate({ replace: true });
  const click = () => {
    update(withParam('tab', 'unanswered'));
    update(withParam('ratings', '1'));
  };
  return createElement('button', { type: 'button', onClick: click }, 'Filter');
}

/** Every update function the search writer was rendered with, oldest first (a debounce keeps an old one). */
let searchUpdates: ((update: (current: URLSearchParams) => URLSearchParams) => void)[] = [];

/** The inbox's writers of the URL, each with its own hook as the tabs and the filters have. */
function Inbox() {
  const tabs = useSearchUpdate({ replace: true });
  return createElement(
    Fragment,
    null,
    createElement('button', { type: 'button', onClick: () => tabs(withParam('tab', 'unanswered')) }, 'Unanswered'),
    createElement(Filters),
  );
}

function Filters() {
  const update = useSearchUpdate({ replace: true });
  searchUpdates.push(update);
  return createElement('button', { type: 'button', onClick: () => update(withParam('ratings', '1')) }, '1 star');
}

function mount(element: () => ReturnType<typeof createElement>, loader?: () => Promise<null> | null) {
  const router = createMemoryRouter(
    [
      { path: '/reviews', element: element(), ...(loader ? { loader, HydrateFallback: () => null } : {}) },
      { path: '/team', element: createElement('h1', null, 'Team') },
    ],
    { initialEntries: ['/reviews?source=form'] },
  );
  render(createElement(RouterProvider, { router }));
  return router;
}

const searchOf = (router: ReturnType<typeof mount>) =>
  Object.fromEntries(new URLSearchParams(router.state.location.search));

describe('useSearchUpdate', () => {
  afterEach(() => {
    cleanup();
    searchUpdates = [];
  });

  it('should keep a change asked for before the screen rendered the one before it', async () => {
    const router = mount(() => createElement(TwoFilters));
    await act(async () => fireEvent.click(await screen.findByRole('button', { name: 'Filter' })));
    expect(searchOf(router)).toEqual({ source: 'form', tab: 'unanswered', ratings: '1' });
  });

  it('should start from a location that arrived from elsewhere once it is rendered', async () => {
    const router = mount(() => createElement(TwoFilters));
    await act(async () => fireEvent.click(await screen.findByRole('button', { name: 'Filter' })));
    await act(async () => router.navigate('/reviews?sort=oldest'));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Filter' })));
    expect(searchOf(router)).toEqual({ sort: 'oldest', tab: 'unanswered', ratings: '1' });
  });

  it('should keep the tab when a filter is chosen while the tab is still loading', async () => {
    // The tab's loader answers only when the test says: until then the screen shows the old URL.
    let answer: (() => void) | null = null;
    let loading = false;
    const router = mount(
      () => createElement(Inbox),
      () => (loading ? new Promise<null>((resolve) => (answer = () => resolve(null))) : null),
    );
    await screen.findByRole('button', { name: '1 star' });
    loading = true;
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Unanswered' })));
    expect(router.state.navigation.state).toBe('loading');
    loading = false;
    await act(async () => fireEvent.click(screen.getByRole('button', { name: '1 star' })));
    await act(async () => answer?.());
    expect(router.state.navigation.state).toBe('idle');
    expect(searchOf(router)).toEqual({ source: 'form', tab: 'unanswered', ratings: '1' });
  });

  it('should keep the tab and the stars when a debounced search made before them fires', async () => {
    const router = mount(() => createElement(Inbox));
    await screen.findByRole('button', { name: '1 star' });
    // The search field's pause started here: its callback holds this render's update.
    const [typedBefore] = searchUpdates;
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Unanswered' })));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: '1 star' })));
    await act(async () => typedBefore?.(withParam('search', 'cold')));
    expect(searchOf(router)).toEqual({ source: 'form', tab: 'unanswered', ratings: '1', search: 'cold' });
  });

  it('should leave the next page alone when a search typed before leaving fires', async () => {
    const router = mount(() => createElement(Inbox));
    await screen.findByRole('button', { name: '1 star' });
    const [typedBefore] = searchUpdates;
    await act(async () => router.navigate('/team'));
    await act(async () => typedBefore?.(withParam('search', 'cold')));
    // Neither back to the inbox nor its filters on the next page's URL.
    expect(router.state.location).toMatchObject({ pathname: '/team', search: '' });
    expect(await screen.findByRole('heading', { name: 'Team' })).toBeTruthy();
  });
});
