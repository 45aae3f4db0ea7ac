import type { ReactNode } from 'react';
import { ManagersPanel } from '../managers/ManagersPanel.tsx';
import type { ManagersData } from '../managers/managers.loader.ts';

/**
 * The Role Management tab (the owner's): the same managers panel as My Managers, its heading one
 * level under the page's. `data` is null only for the instant before the tab's loader answers.
 */
export function RoleManagementPanel({ data, title }: { data: ManagersData | null; title: ReactNode }) {
  return data && <ManagersPanel data={data} title={title} headingLevel={2} />;
}
