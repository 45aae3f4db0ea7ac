import { sendReviewRequest, type ApiClient } from '@starcrew/api-client';
import { DEFAULT_QR_COLORS, type CollectionTools, type ReviewRequestRequest } from '@starcrew/contract';
import {
  Button,
  Card,
  CopyField,
  EmptyState,
  Heading,
  Option,
  Select,
  Skeleton,
  Stack,
  Text,
  toastQueue,
} from '@starcrew/ui';
import { Suspense, useCallback, useState } from 'react';
import { useIntl } from 'react-intl';
import { Await, useLoaderData } from 'react-router';
import { SellerQrCode } from '../sellers/SellerQrCode.tsx';
import type { CollectionToolsData, ToolsScope } from './collectionTools.loader.ts';
import type { HistoryState } from './requestHistory.ts';
import * as styles from './collectionTools.css.ts';
import { sellerLinkMessage, toolsMessages } from './messages.ts';
import { PrintCard } from './PrintCard.tsx';
import { LoadFailed } from './LoadFailed.tsx';
import { RequestHistory, useHistoryAfterSend } from './RequestHistory.tsx';
import { SendRequestForm } from './SendRequestForm.tsx';
import { TemplatesForm } from './TemplatesForm.tsx';

/**
 * Collection tools of the working location (spec section 2, `/manager/tools`): the link and QR
 * code of the location or of one of its sellers, as that seller's code is customized (copy,
 * PNG, SVG, a printable A6 card), the SMS and email messages with a live preview, a review
 * request to send, and the history of those sent.
 */
export default function CollectionToolsScreen() {
  const { scope } = useLoaderData<CollectionToolsData>();
  return (
    <Suspense fallback={<Screen scope={null} />}>
      <Await resolve={scope} errorElement={<Screen scope={{ status: 'failed' }} />}>
        {(resolved: ToolsScope) => <Screen scope={resolved} />}
      </Await>
    </Suspense>
  );
}

function Screen({ scope }: { scope: ToolsScope | null }) {
  const intl = useIntl();
  return (
    <Stack space="300">
      <Stack space="050">
        <Heading level={1}>{intl.formatMessage(toolsMessages.title)}</Heading>
        <Text tone="muted">{intl.formatMessage(toolsMessages.intro)}</Text>
      </Stack>
      {scope === null && (
        <Stack space="200">
          <Skeleton height={240} />
          <Skeleton height={320} />
        </Stack>
      )}
      {scope?.status === 'failed' && (
        <LoadFailed retry={intl.formatMessage(toolsMessages.retry)}>
          {intl.formatMessage(toolsMessages.loadFailed)}
        </LoadFailed>
      )}
      {scope?.status === 'empty' && (
        <EmptyState title={intl.formatMessage(toolsMessages.noLocationTitle)}>
          {intl.formatMessage(toolsMessages.noLocationBody)}
        </EmptyState>
      )}
      {scope?.status === 'ready' && <Tools key={scope.tools.location.id} tools={scope.tools} history={scope.history} />}
    </Stack>
  );
}

function Tools({ tools, history }: { tools: CollectionTools; history: Promise<HistoryState> }) {
  const intl = useIntl();
  const [printing, setPrinting] = useState(false);
  // Whose link and code the first card shows: '' for the location's own, else a seller's id.
  const [shownId, setShownId] = useState('');
  const locationId = tools.location.id;
  const send = useCallback(
    (api: ApiClient, body: ReviewRequestRequest) => sendReviewRequest(api, locationId, body),
    [locationId],
  );
  // The history's first page and the day's count in the form's description read again.
  const onSent = useHistoryAfterSend();
  const onPrinted = useCallback(() => setPrinting(false), []);
  const choices = tools.sellers.map((s) => ({ id: s.id, label: `${s.first_name} ${s.last_name}` }));
  const shownSeller = tools.sellers.find((s) => s.id === shownId);
  const shown = shownSeller
    ? { link: shownSeller.link, qr: shownSeller.qr }
    : { link: tools.link, qr: { ...DEFAULT_QR_COLORS, logo: null, name: tools.location.title } };

  return (
    <Stack space="200">
      <Card
        title={intl.formatMessage(toolsMessages.linkTitle)}
        description={
          shownSeller
            ? intl.formatMessage(sellerLinkMessage, { name: `${shownSeller.first_name} ${shownSeller.last_name}` })
            : intl.formatMessage(toolsMessages.linkDescription)
        }
        headingLevel={2}
      >
        <Stack space="200">
          {choices.length > 0 && (
            <div className={styles.chooser}>
              <Select
                label={intl.formatMessage(toolsMessages.codeOf)}
                selectedKey={shownSeller ? shownSeller.id : ''}
                onSelectionChange={(key) => key !== null && setShownId(String(key))}
              >
                {[{ id: '', label: intl.formatMessage(toolsMessages.locationLink) }, ...choices].map((c) => (
                  <Option key={c.id || 'location'} id={c.id} textValue={c.label}>
                    {c.label}
                  </Option>
                ))}
              </Select>
            </div>
          )}
          <div className={styles.linkLayout}>
            <SellerQrCode link={shown.link} qr={shown.qr} size={180} />
            <Stack space="150" className={styles.grow}>
              <CopyField
                label={intl.formatMessage(toolsMessages.link)}
                value={shown.link.url}
                onCopy={() => toastQueue.add({ tone: 'success', title: intl.formatMessage(toolsMessages.copied) })}
              />
              <div>
                <Button variant="secondary" onPress={() => setPrinting(true)}>
                  {intl.formatMessage(toolsMessages.printCard)}
                </Button>
              </div>
            </Stack>
          </div>
        </Stack>
      </Card>
      {printing && (
        <PrintCard url={shown.link.url} locationTitle={tools.location.title} qr={shownSeller?.qr} onDone={onPrinted} />
      )}
      <div className={styles.columns}>
        <TemplatesForm tools={tools} />
        <SendRequestForm send={send} sellers={choices} limit={tools.limit} onSent={onSent} />
      </div>
      <RequestHistory history={history} showSentBy />
    </Stack>
  );
}
