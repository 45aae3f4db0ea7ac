import { deleteSeller, sellerResetPassword } from '@starcrew/api-client';
import type { Location, Seller, SellerSort } from '@starcrew/contract';
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
  SearchField,
  Stack,
  StatCard,
  StatusPill,
  Table,
  TableBody,
  TableHeader,
  Text,
  toastQueue,
  visuallyHidden,
} from '@starcrew/ui';
import { lazy, Suspense, useState } from 'react';
import { useIntl } from 'react-intl';
import { Await, useLoaderData, useRevalidator, useSearchParams } from 'react-router';
import { useApiMutation } from '../../app/useMutation.ts';
import { lazyMemberForm } from '../team/LazyMemberForm.tsx';
import { deleteBody, qrMenuMessages, resetBody, rowActions, sellersMessages } from './messages.ts';
import type { SellerFormModalProps } from './SellerFormModal.tsx';
import * as styles from './sellers.css.ts';
import {
  SELLERS_PAGE_SIZE,
  sellersParams,
  type SellersData,
  type SellersPage,
  type SellersQuery,
} from './sellers.loader.ts';

// The QR customization draws with qr-code-styling (some 50 kB brotli): loaded when a manager
// opens it, not with the list every visit downloads (bench/budgets.json).
const SellerQrModal = lazy(() => import('./SellerQrModal.tsx').then((m) => ({ default: m.SellerQrModal })));
// The add and edit form (its multi-select of locations, its fields and checks) is loaded when
// first opened (lazyMemberForm).
const SellerForm = lazyMemberForm(() =>
  import('./SellerFormModal.tsx').then((m) => ({
    Form: m.SellerFormModal,
    LocationsUnavailable: m.LocationsUnavailable,
  })),
);

/**
 * My Sellers (spec section 2): the team's figures, then a page of sellers with search and sort
 * (both in the URL, which the route's loader reads), add and edit in a modal, delete with a
 * confirmation and reset password from each row's menu. The frame shows while the page loads.
 */
export default function SellersScreen() {
  const { query, sellers, locations } = useLoaderData<SellersData>();
  return (
    <Suspense fallback={<Sellers query={query} data={null} failed={false} locations={locations} />}>
      <Await resolve={sellers} errorElement={<Sellers query={query} data={null} failed locations={locations} />}>
        {(data: SellersPage) => <Sellers query={query} data={data} failed={false} locations={locations} />}
      </Await>
    </Suspense>
  );
}

interface SellersProps {
  query: SellersQuery;
  /** The page; null while it loads or when it failed. */
  data: SellersPage | null;
  failed: boolean;
  locations: Promise<Location[]>;
}

const columns: Array<{ id: SellerSort; label: keyof typeof sellersMessages; numeric?: boolean }> = [
  { id: 'first_name', label: 'firstName' },
  { id: 'last_name', label: 'lastName' },
  { id: 'email', label: 'email' },
  { id: 'average_rating', label: 'averageRating', numeric: true },
  { id: 'total_reviews', label: 'totalReviews', numeric: true },
  { id: 'active_campaigns', label: 'activeCampaigns', numeric: true },
  { id: 'total_campaigns', label: 'totalCampaigns', numeric: true },
  { id: 'status', label: 'status' },
];

function Sellers({ query, data, failed, locations }: SellersProps) {
  const intl = useIntl();
  const [, setSearchParams] = useSearchParams();
  const revalidator = useRevalidator();
  const [modal, setModal] = useState<SellerFormModalProps['state']>({ mode: 'closed' });
  const [deleting, setDeleting] = useState<Seller | null>(null);
  const [resetting, setResetting] = useState<Seller | null>(null);
  const [customizing, setCustomizing] = useState<Seller | null>(null);
  const remove = useApiMutation(deleteSeller);
  const reset = useApiMutation(sellerResetPassword);
  const stats = data?.stats;
  const reload = () => void revalidator.revalidate();
  const show = (next: SellersQuery) =>
    setSearchParams(sellersParams(next), { preventScrollReset: true, replace: true });
  const number = (value: number | undefined) => (value === undefined ? '–' : intl.formatNumber(value));
  const rating = (value: number | null | undefined) =>
    value == null ? '–' : intl.formatNumber(value, { maximumFractionDigits: 1, minimumFractionDigits: 1 });
  const say = (message: string | undefined) => message && toastQueue.add({ tone: 'success', title: message });

  const onAction = (seller: Seller, action: unknown) => {
    if (action === 'edit') setModal({ mode: 'edit', seller });
    if (action === 'qr') setCustomizing(seller);
    if (action === 'delete') setDeleting(seller);
    if (action === 'reset') setResetting(seller);
  };
  const confirmReset = async () => {
    if (!resetting) return;
    const result = await reset.run(resetting.id);
    setResetting(null);
    say(result?.message);
  };
  const confirmDelete = async () => {
    if (!deleting) return;
    const result = await remove.run(deleting.id);
    setDeleting(null);
    if (result) {
      say(result.message);
      reload();
    }
  };

  const rows = data?.sellers ?? [];
  const emptyState = query.search ? (
    <EmptyState title={intl.formatMessage(sellersMessages.noMatchTitle)} />
  ) : (
    <EmptyState
      title={intl.formatMessage(sellersMessages.emptyTitle)}
      action={
        <Button variant="primary" onPress={() => setModal({ mode: 'add' })}>
          {intl.formatMessage(sellersMessages.add)}
        </Button>
      }
    >
      {intl.formatMessage(sellersMessages.emptyBody)}
    </EmptyState>
  );

  return (
    <Stack space="300">
      <div className={styles.toolbar}>
        <Stack space="050">
          <Heading level={1}>{intl.formatMessage(sellersMessages.title)}</Heading>
          <Text tone="muted">{intl.formatMessage(sellersMessages.intro)}</Text>
        </Stack>
        <Button variant="primary" onPress={() => setModal({ mode: 'add' })}>
          {intl.formatMessage(sellersMessages.add)}
        </Button>
      </div>
      <div className={styles.stats}>
        <StatCard
          label={intl.formatMessage(sellersMessages.statMembers)}
          value={failed ? '–' : number(stats?.members)}
          isLoading={!stats && !failed}
        />
        <StatCard
          label={intl.formatMessage(sellersMessages.statActive)}
          value={failed ? '–' : number(stats?.active_members)}
          isLoading={!stats && !failed}
        />
        <StatCard
          label={intl.formatMessage(sellersMessages.statRating)}
          value={rating(stats?.average_rating)}
          isLoading={!stats && !failed}
        />
        <StatCard
          label={intl.formatMessage(sellersMessages.statReviews)}
          value={failed ? '–' : number(stats?.reviews_collected)}
          isLoading={!stats && !failed}
        />
      </div>
      <div className={styles.search}>
        <SearchField
          aria-label={intl.formatMessage(sellersMessages.search)}
          placeholder={intl.formatMessage(sellersMessages.search)}
          defaultValue={query.search}
          onChange={(search) => show({ ...query, search: search.trim(), page: 1 })}
        />
      </div>
      <Stack space="200">
        <Table
          aria-label={intl.formatMessage(sellersMessages.tableLabel)}
          sortDescriptor={{ column: query.sort, direction: query.direction === 'asc' ? 'ascending' : 'descending' }}
          onSortChange={({ column, direction }) =>
            show({
              ...query,
              sort: column as SellerSort,
              direction: direction === 'descending' ? 'desc' : 'asc',
              page: 1,
            })
          }
        >
          <TableHeader>
            {columns.map((column) => (
              <Column key={column.id} id={column.id} allowsSorting isRowHeader={column.id === 'first_name'}>
                {intl.formatMessage(sellersMessages[column.label])}
              </Column>
            ))}
            <Column id="actions">
              <span className={visuallyHidden}>{intl.formatMessage(sellersMessages.actions)}</span>
            </Column>
          </TableHeader>
          <TableBody
            items={rows}
            isLoading={!data && !failed}
            skeletonRows={SELLERS_PAGE_SIZE}
            error={failed ? intl.formatMessage(sellersMessages.loadFailed) : undefined}
            onRetry={reload}
            emptyState={emptyState}
          >
            {(seller: Seller) => (
              <Row id={seller.id}>
                <Cell>{seller.first_name}</Cell>
                <Cell>{seller.last_name}</Cell>
                <Cell>{seller.email}</Cell>
                <Cell className={styles.number}>{rating(seller.average_rating)}</Cell>
                <Cell className={styles.number}>{intl.formatNumber(seller.total_reviews)}</Cell>
                <Cell className={styles.number}>{intl.formatNumber(seller.active_campaigns)}</Cell>
                <Cell className={styles.number}>{intl.formatNumber(seller.total_campaigns)}</Cell>
                <Cell>
                  <StatusPill status={seller.status} />
                </Cell>
                <Cell>
                  <MenuTrigger>
                    <IconButton
                      variant="ghost"
                      size="sm"
                      icon={<MoreIcon />}
                      aria-label={intl.formatMessage(rowActions, {
                        name: `${seller.first_name} ${seller.last_name}`,
                      })}
                    />
                    <Menu placement="bottom end" onAction={(key) => onAction(seller, key)}>
                      <MenuItem id="edit">{intl.formatMessage(sellersMessages.edit)}</MenuItem>
                      <MenuItem id="qr">{intl.formatMessage(qrMenuMessages.menu)}</MenuItem>
                      <MenuItem id="reset">{intl.formatMessage(sellersMessages.resetPassword)}</MenuItem>
                      <MenuItem id="delete" tone="danger">
                        {intl.formatMessage(sellersMessages.delete)}
                      </MenuItem>
                    </Menu>
                  </MenuTrigger>
                </Cell>
              </Row>
            )}
          </TableBody>
        </Table>
        {data && data.pagination.last_page > 1 && (
          <Inline align="end">
            <Pagination
              page={query.page}
              pageSize={data.pagination.per_page}
              total={data.pagination.total}
              onChange={(page) => show({ ...query, page })}
            />
          </Inline>
        )}
      </Stack>
      <SellerForm
        state={modal}
        locations={locations}
        memberLimits={data?.member_limits}
        onClose={() => setModal({ mode: 'closed' })}
        onSaved={() => {
          setModal({ mode: 'closed' });
          reload();
        }}
      />
      {customizing && (
        <Suspense fallback={null}>
          <SellerQrModal seller={customizing} onClose={() => setCustomizing(null)} onChanged={reload} />
        </Suspense>
      )}
      <ConfirmDialog
        isOpen={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={intl.formatMessage(sellersMessages.deleteTitle)}
        tone="danger"
        confirmLabel={intl.formatMessage(sellersMessages.deleteConfirm)}
        cancelLabel={intl.formatMessage(sellersMessages.deleteCancel)}
        isPending={remove.isPending}
        onConfirm={confirmDelete}
      >
        {deleting && intl.formatMessage(deleteBody, { name: `${deleting.first_name} ${deleting.last_name}` })}
      </ConfirmDialog>
      <ConfirmDialog
        isOpen={resetting !== null}
        onOpenChange={(open) => !open && setResetting(null)}
        title={intl.formatMessage(sellersMessages.resetTitle)}
        confirmLabel={intl.formatMessage(sellersMessages.resetConfirm)}
        cancelLabel={intl.formatMessage(sellersMessages.deleteCancel)}
        isPending={reset.isPending}
        onConfirm={confirmReset}
      >
        {resetting &&
          intl.formatMessage(resetBody, {
            name: `${resetting.first_name} ${resetting.last_name}`,
            email: resetting.email,
          })}
      </ConfirmDialog>
    </Stack>
  );
}

function MoreIcon() {
  return (
    <svg viewBox="0 0 20 20" fill="currentColor" aria-hidden="true">
      <circle cx="4" cy="10" r="1.6" />
      <circle cx="10" cy="10" r="1.6" />
      <circle cx="16" cy="10" r="1.6" />
    </svg>
  );
}
