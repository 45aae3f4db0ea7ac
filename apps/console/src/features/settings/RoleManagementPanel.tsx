import { Skeleton } from '@starcrew/ui';
import { lazy, Suspense, type ReactNode } from 'react';
import type { ManagersData } from '../managers/managers.loader.ts';

// Loaded when the owner opens the tab: the managers panel (table, modal, multi-select) would
// otherwise nearly double what Settings downloads for every user (bench/budgets.json).
const ManagersPanel = lazy(() => import('../managers/ManagersPanel.tsx').then((m) => ({ default: m.ManagersPanel })));

/**
 * The Role Management tab (the owner's): the same managers panel as My Managers, its heading one
 * level under the page's. `data` is null only for the instant before the tab's loader answers.
 */
export function RoleManagementPanel({ data, title }: { data: ManagersData | null; title: ReactNode }) {
  return (
    data && (
      <Suspense fallback={<Skeleton shape="rect" height="12rem" />}>
        <ManagersPanel data={data} title={title} headingLevel={2} />
      </Suspense>
    )
  );
}
