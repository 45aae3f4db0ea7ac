import { Skeleton } from '@starcrew/ui';
import { lazy, Suspense } from 'react';
import type { WizardPanelProps } from './WizardPanel.tsx';

// The wizard (three steps, two date pickers and their calendar code) weighs some 75 kB brotli:
// it loads when a manager creates or edits a campaign, not with every visit to the list or the
// details (bench/budgets.json).
// It goes through loadWizardPanel.ts, so the list of its chunks is not in this one.
const WizardPanel = lazy(() =>
  import('./loadWizardPanel.ts').then((entry) => entry.loadWizardPanel()).then((m) => ({ default: m.WizardPanel })),
);

/** The campaign wizard, loaded on first use. */
export function LazyWizardPanel(props: WizardPanelProps) {
  return (
    <Suspense fallback={<Skeleton shape="rect" height="24rem" />}>
      <WizardPanel {...props} />
    </Suspense>
  );
}
