import { act, cleanup, render } from '@testing-library/react';
import { createRef, type ReactElement } from 'react';
import { SelectStateContext } from 'react-aria-components';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Handoff, hasOptions } from './selectHandoff.tsx';
import type { SelectHandoff } from './selectShared.tsx';

afterEach(cleanup);

/** The parts of react-aria's Select state the handoff reads and calls. */
function fakeState(size: number) {
  return { collection: { size }, open: vi.fn(), toggle: vi.fn() };
}

const pressed: SelectHandoff = { hadFocus: true, press: 'mouse', keys: [], invalid: false };

/** Lets the handoff's microtask and a number of animation frames run. */
async function frames(count: number) {
  for (let i = 0; i < count; i += 1) {
    await act(() => new Promise<void>((resolve) => requestAnimationFrame(() => resolve())));
  }
}

function field(state: ReturnType<typeof fakeState>, options: boolean): ReactElement {
  const triggerRef = createRef<HTMLButtonElement>();
  return (
    <div data-rac="">
      <button ref={triggerRef} type="button">
        Location
      </button>
      <SelectStateContext.Provider value={state as never}>
        <Handoff handoff={pressed} triggerRef={triggerRef} hasOptions={options} />
      </SelectStateContext.Provider>
    </div>
  );
}

describe('a press made on a Select drawn at rest', () => {
  it('should open the list once its options are collected, however many frames that takes', async () => {
    const empty = fakeState(0);
    const { rerender } = render(field(empty, true));
    // More than the 10 frames it used to wait before opening on an empty list, which showed nothing.
    await frames(20);
    expect(empty.open).not.toHaveBeenCalled();

    const listed = fakeState(3);
    rerender(field(listed, true));
    await frames(1);
    expect(listed.open).toHaveBeenCalledTimes(1);
    expect(listed.open).toHaveBeenCalledWith(null);

    rerender(field(fakeState(3), true));
    await frames(2);
    expect(listed.open).toHaveBeenCalledTimes(1);
  });

  it('should open a Select without options at once, on its empty state', async () => {
    const state = fakeState(0);
    render(field(state, false));
    await frames(2);
    expect(state.open).toHaveBeenCalledTimes(1);
  });
});

describe('hasOptions', () => {
  it('should tell items or static children from none', () => {
    expect(hasOptions([{ id: 'a' }], undefined)).toBe(true);
    expect(hasOptions([], () => null)).toBe(false);
    expect(hasOptions(new Set(), undefined)).toBe(false);
    expect(hasOptions(undefined, [<span key="a" />, false])).toBe(true);
    expect(hasOptions(undefined, [false, null])).toBe(false);
    expect(hasOptions(undefined, () => null)).toBe(false);
  });
});
