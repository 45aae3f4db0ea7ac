import { deleteManager, resendInvitation } from '@starcrew/api-client';
import type { Manager } from '@starcrew/contract';
import {
  Button,
  Cell,
  Column,
  ConfirmDialog,
  EmptyState,
  Heading,
  IconButton,
  Inline,
  Menu,
  MenuItem,
  MenuTrigger,
  Pagination,
  Row,
  Stack,
  StatusPill,
  Table,
  TableBody,
  TableHeader,
  Text,
  toastQueue,
  visuallyHidden,
  type HeadingLevel,
} from '@starcrew/ui';
import { Suspense, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Await, useRevalidator, useSearchParams } from 'react-router';
import { useApiMutation } from '../../app/useMutation.ts';
import { lazyMemberForm } from '../team/LazyMemberForm.tsx';
import type { ManagerFormModalProps } from './ManagerFormModal.tsx';
import * as styles from './managers.css.ts';
import { type ManagersData, type ManagersPage } from './managers.loader.ts';
import { managersMessages, pendingUntil, removeBody, rowActions } from './messages.ts';

// The invite and edit form (its multi-select of locations, its fields and checks) is loaded when
// first opened (lazyMemberForm).
const ManagerForm = lazyMemberForm(() =>
  import('./ManagerFormModal.tsx').then((m) => ({
    Form: m.ManagerFormModal,
    LocationsUnavailable: m.LocationsUnavailable,
  })),
);

export interface ManagersPanelProps {
  data: ManagersData;
  /** The heading above the list: the screen's h1 on My Managers, a tab's h2 in Settings. */
  title: ReactNode;
  /** @default 1 */
  headingLevel?: HeadingLevel;
}

/**
 * The owner's managers (issue 13): who they are, their locations and where their access stands,
 * with add, edit locations, remove and re-send the invitation. The one component of both
 * My Managers and Settings' Role Management; the frame shows while the page loads.
 */
export function ManagersPanel({ data, title, headingLevel = 1 }: ManagersPanelProps) {
  const frame = (page: ManagersPage | null, failed: boolean) => (
    <Managers data={data} page={page} failed={failed} title={title} headingLevel={headingLevel} />
  );
  return (
    <Suspense fallback={frame(null, false)}>
      <Await resolve={data.managers} errorElement={frame(null, true)}>
        {(page: ManagersPage) => frame(page, false)}
      </Await>
    </Suspense>
  );
}

interface ManagersProps extends Required<ManagersPanelProps> {
  /** The page; null while it loads or when it failed. */
  page: ManagersPage | null;
  failed: boolean;
}

const fullName = (manager: Manager) => `${manager.first_name} ${manager.last_name}`;

function Managers({ data, page, failed, title, headingLevel }: ManagersProps) {
  const intl = useIntl();
  const [, setSearchParams] = useSearchParams();
  const revalidator = useRevalidator();
  const [modal, setModal] = useState<ManagerFormModalProps['state']>({ mode: 'closed' });
  const [removing, setRemoving] = useState<Manager | null>(null);
  const remove = useApiMutation(deleteManager);
  const resend = useApiMutation(resendInvitation);
  const reload = () => void revalidator.revalidate();
  const say = (message: string | undefined) => message && toastQueue.add({ tone: 'success', title: message });
  const add = () => setModal({ mode: 'add' });

  const onAction = (manager: Manager, action: unknown) => {
    if (action === 'edit') setModal({ mode: 'edit', manager });
    if (action === 'remove') setRemoving(manager);
    if (action === 'resend') {
      void resend.run(manager.id).then((result) => {
        if (!result) return;
        say(result.message);
        reload();
      });
    }
  };
  const confirmRemove = async () => {
    if (!removing) return;
    const result = await remove.run(removing.id);
    setRemoving(null);
    if (result) {
      say(result.message);
      reload();
    }
  };

  const access = (manager: Manager) => {
    if (manager.invitation === 'pending' && manager.invitation_expires_at) {
      const date = intl.formatDate(manager.invitation_expires_at, { day: 'numeric', month: 'long', year: 'numeric' });
      return (
        <Stack space="025" align="start">
          <StatusPill status="upcoming">{intl.formatMessage(managersMessages.pending)}</StatusPill>
          <Text size="sm" tone="muted">
            {intl.formatMessage(pendingUntil, { date })}
          </Text>
        </Stack>
      );
    }
    if (manager.invitation === 'expired') {
      return <StatusPill status="inactive">{intl.formatMessage(managersMessages.expired)}</StatusPill>;
    }
    return <StatusPill status={manager.status} />;
  };

  const rows = page?.managers ?? [];
  return (
    <Stack space="300">
      <div className={styles.toolbar}>
        <Stack space="050">
          <Heading level={headingLevel}>{title}</Heading>
          <Text tone="muted">{intl.formatMessage(managersMessages.intro)}</Text>
        </Stack>
        <Button variant="primary" onPress={add}>
          {intl.formatMessage(managersMessages.add)}
        </Button>
      </div>
      <Stack space="200">
        <Table aria-label={intl.formatMessage(managersMessages.tableLabel)}>
          <TableHeader>
            <Column id="name" isRowHeader>
              {intl.formatMessage(managersMessages.name)}
            </Column>
            <Column id="locations">{intl.formatMessage(managersMessages.locations)}</Column>
            <Column id="access">{intl.formatMessage(managersMessages.access)}</Column>
            <Column id="actions">
              <span className={visuallyHidden}>{intl.formatMessage(managersMessages.actions)}</span>
            </Column>
          </TableHeader>
          <TableBody
            items={rows}
            isLoading={!page && !failed}
            skeletonRows={3}
            error={failed ? intl.formatMessage(managersMessages.loadFailed) : undefined}
            onRetry={reload}
            emptyState={
              <EmptyState
                title={intl.formatMessage(managersMessages.emptyTitle)}
                headingLevel={headingLevel === 1 ? 2 : 3}
                action={
                  <Button variant="primary" onPress={add}>
                    {intl.formatMessage(managersMessages.add)}
                  </Button>
                }
              >
                {intl.formatMessage(managersMessages.emptyBody)}
              </EmptyState>
            }
          >
            {(manager: Manager) => (
              <Row id={manager.id}>
                <Cell className={styles.wrap}>
                  {/* The email under the name: one column fewer, so the table fits beside the sidebar. */}
                  <Stack space="025" align="start">
                    <span>{fullName(manager)}</span>
                    <Text size="sm" tone="muted">
                      {manager.email}
                    </Text>
                  </Stack>
                </Cell>
                <Cell className={styles.locations}>{manager.locations.map((l) => l.title).join(', ')}</Cell>
                <Cell>{access(manager)}</Cell>
                <Cell>
                  <MenuTrigger>
                    <IconButton
                      variant="ghost"
                      size="sm"
                      icon={<MoreIcon />}
                      aria-label={intl.formatMessage(rowActions, { name: fullName(manager) })}
                    />
                    <Menu placement="bottom end" onAction={(key) => onAction(manager, key)}>
                      <MenuItem id="edit">{intl.formatMessage(managersMessages.edit)}</MenuItem>
                      {(manager.invitation === 'pending' || manager.invitation === 'expired') && (
                        <MenuItem id="resend">{intl.formatMessage(managersMessages.resend)}</MenuItem>
                      )}
                      <MenuItem id="remove" tone="danger">
                        {intl.formatMessage(managersMessages.remove)}
                      </MenuItem>
                    </Menu>
                  </MenuTrigger>
                </Cell>
              </Row>
            )}
          </TableBody>
        </Table>
        {page && page.pagination.last_page > 1 && (
          <Inline align="end">
            <Pagination
              page={data.page}
              pageSize={page.pagination.per_page}
              total={page.pagination.total}
              onChange={(next) =>
                setSearchParams(
                  (params) => {
                    if (next > 1) params.set('page', String(next));
                    else params.delete('page');
                    return params;
                  },
                  { preventScrollReset: true },
                )
              }
            />
          </Inline>
        )}
      </Stack>
      <ManagerForm
        state={modal}
        locations={data.locations}
        memberLimits={page?.member_limits}
        onClose={() => setModal({ mode: 'closed' })}
        onSaved={() => {
          setModal({ mode: 'closed' });
          reload();
        }}
      />
      <ConfirmDialog
        isOpen={removing !== null}
        onOpenChange={(open) => !open && setRemoving(null)}
        title={intl.formatMessage(managersMessages.removeTitle)}
        tone="danger"
        confirmLabel={intl.formatMessage(managersMessages.removeConfirm)}
        cancelLabel={intl.formatMessage(managersMessages.removeCancel)}
        isPending={remove.isPending}
        onConfirm={confirmRemove}
      >
        {removing && intl.formatMessage(removeBody, { name: fullName(removing) })}
      </ConfirmDialog>
    </Stack>
  );
}

/** The row menu's "…" (the same drawing as My Sellers'). */
function MoreIcon() {
  return (
    <svg viewBox="0 0 20 20" fill="currentColor" aria-hidden="true">
      <circle cx="4" cy="10" r="1.6" />
      <circle cx="10" cy="10" r="1.6" />
      <circle cx="16" cy="10" r="1.6" />
    </svg>
  );
}
