import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createElement } from 'react';
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

function mount() {
  const router = createMemoryRouter([{ path: '/reviews', element: createElement(TwoFilters) }], {
    initialEntries: ['/reviews?source=form'],
  });
  render(createElement(RouterProvider, { router }));
  return router;
}

describe('useSearchUpdate', () => {
  afterEach(cleanup);

  it('should keep a change asked for before the screen rendered the one before it', async () => {
    const router = mount();
    await act(async () => fireEvent.click(await screen.findByRole('button', { name: 'Filter' })));
    const search = new URLSearchParams(router.state.location.search);
    expect(Object.fromEntries(search)).toEqual({ source: 'form', tab: 'unanswered', ratings: '1' });
  });

  it('should start from a location that arrived from elsewhere once it is rendered', async () => {
    const router = mount();
    await act(async () => fireEvent.click(await screen.findByRole('button', { name: 'Filter' })));
    await act(async () => router.navigate('/reviews?sort=oldest'));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Filter' })));
    const search = new URLSearchParams(router.state.location.search);
    expect(Object.fromEntries(search)).toEqual({ sort: 'oldest', tab: 'unanswered', ratings: '1' });
  });
});
