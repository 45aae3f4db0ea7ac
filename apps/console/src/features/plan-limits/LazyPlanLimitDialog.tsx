import { lazy, Suspense, useState, useSyncExternalStore } from 'react';
import { useServices } from '../../app/ServicesContext.tsx';

/** Fetched once, with the first prompt; a failed fetch is Vite's preload error (app/preloadError.ts). */
const PlanLimitDialog = lazy(() => import('./PlanLimitDialog.tsx').then((m) => ({ default: m.PlanLimitDialog })));

/**
 * The manager layout's plan-limit prompt, fetched with the first 403 PlanLimitReached instead of
 * with the layout (issue 18: the layout adds at most 40 kB to /login), as the toast region is with
 * the first toast. Nothing renders until then; once needed the dialog stays mounted, so it can
 * animate out and open again at once.
 */
export function LazyPlanLimitDialog() {
  const prompts = useServices().planLimitPrompts;
  const prompt = useSyncExternalStore(prompts.subscribe, prompts.getSnapshot, prompts.getSnapshot);
  const [needed, setNeeded] = useState(prompt !== null);
  // Derived state set during render: the dialog's code is asked for in the render that needs it.
  if (prompt !== null && !needed) setNeeded(true);
  return needed ? (
    <Suspense fallback={null}>
      <PlanLimitDialog prompts={prompts} />
    </Suspense>
  ) : null;
}
