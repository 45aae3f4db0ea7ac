import { useIntl } from 'react-intl';
import { useLoaderData } from 'react-router';
import { routeTitles } from '../../routes/routeTitles.ts';
import type { ManagersData } from './managers.loader.ts';
import { ManagersPanel } from './ManagersPanel.tsx';

/** My Managers (issue 13, owner only): the managers panel under the page's title. */
export default function ManagersScreen() {
  const intl = useIntl();
  const data = useLoaderData<ManagersData>();
  return <ManagersPanel data={data} title={intl.formatMessage(routeTitles['manager.managers.index'])} />;
}
