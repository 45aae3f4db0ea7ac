import { pathFor } from '@starcrew/machines';
import { useSelector } from '@xstate/react';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { useServices } from '../../app/ServicesContext.tsx';
import { connectionWizardOf } from './connectionActor.ts';
import { useSignOut } from '../shell/useSignOut.ts';

/**
 * The wizard's actor (shared by the three step routes) and what the screens read of it.
 * `resume`: this step may be the first of the page load (the selection step after a reload).
 */
export function useConnection({ resume = false }: { resume?: boolean } = {}) {
  const connection = connectionWizardOf(useServices());
  const navigate = useNavigate();
  const signOut = useSignOut();
  // A reset (go to account, log out) while this step stays mounted: take the new actor.
  const [generation, setGeneration] = useState(0);
  useEffect(() => connection.onReset(() => setGeneration((g) => g + 1)), [connection]);
  const actor = useMemo(
    () =>
      connection.actorFor(
        {
          goToAccount: () => {
            connection.reset();
            void navigate('/settings');
          },
          logout: () => {
            connection.reset();
            signOut();
          },
        },
        // Only on arrival: after a reset (the user is leaving the wizard), nothing to resume.
        { resume: resume && generation === 0 },
      ),
    // `generation` changes when the wizard is reset: the reason to take a new actor.
    [connection, navigate, signOut, generation, resume],
  );
  const snapshot = useSelector(actor, (s) => s);
  // Stable: the steps call it from effects that depend on it. A new function each render made
  // a step that was leaving (its route still loading) navigate again on every render, until
  // React stopped it ("Maximum update depth exceeded": the connection-lost story).
  const go = useCallback(
    (route: 'business.profile.setup' | 'business.profile.connect' | 'business.profile.success') =>
      void navigate(pathFor(route), { replace: true }),
    [navigate],
  );
  return {
    actor,
    snapshot,
    isBusy: snapshot.hasTag('busy'),
    isNoAccess: snapshot.matches('noAccess'),
    error: snapshot.matches('error') ? snapshot.context.error : null,
    go,
  };
}
