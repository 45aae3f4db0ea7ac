import type { Location, MemberLimits } from '@starcrew/contract';
import { lazy, Suspense, useState, type ComponentType } from 'react';
import { Await } from 'react-router';

/** What the seller's and the manager's form modals both take. */
export interface MemberFormModalProps<State extends { mode: string }> {
  state: State;
  locations: Location[];
  memberLimits?: MemberLimits | undefined;
  onClose(): void;
  onSaved(): void;
}

/** What a member form's module gives (its form modal, and memberForm.tsx's `LocationsUnavailable` re-exported). */
export interface MemberFormModule<State extends { mode: string }> {
  Form: ComponentType<MemberFormModalProps<State>>;
  LocationsUnavailable: ComponentType<{ isOpen: boolean; onClose(): void }>;
}

export interface MemberFormProps<State extends { mode: string }> extends Omit<
  MemberFormModalProps<State>,
  'locations'
> {
  /** The locations to choose from (the route loader's); when they rejected, "Add" says so. */
  locations: Promise<Location[]>;
}

/**
 * My Sellers' and My Managers' add and edit form (its multi-select of locations, its fields and
 * checks), made at a screen module's top level from `load`, the screen's one `import()` of its
 * form's module: nothing is rendered or downloaded until the form is first opened; then the form
 * with the locations once they are in, or, when they could not be listed, a dialog that says so.
 * It stays mounted after, so that it animates out as it closes. Both come from that one module:
 * an `import()` written here would put a second list of the form's chunks (Vite's preload list,
 * some 50 names) in a chunk of its own, which both screens would download (+0.8 kB each).
 */
export function lazyMemberForm<State extends { mode: string }>(load: () => Promise<MemberFormModule<State>>) {
  const Form = lazy(() => load().then((m) => ({ default: m.Form })));
  const LocationsUnavailable = lazy(() => load().then((m) => ({ default: m.LocationsUnavailable })));

  return function MemberForm({ state, locations, memberLimits, onClose, onSaved }: MemberFormProps<State>) {
    const isOpen = state.mode !== 'closed';
    const [opened, setOpened] = useState(isOpen);
    if (isOpen && !opened) setOpened(true);
    if (!opened) return null;
    return (
      <Suspense fallback={null}>
        <Await resolve={locations} errorElement={<LocationsUnavailable isOpen={isOpen} onClose={onClose} />}>
          {(active: Location[]) => (
            <Form state={state} locations={active} memberLimits={memberLimits} onClose={onClose} onSaved={onSaved} />
          )}
        </Await>
      </Suspense>
    );
  };
}
