import { Button, Card, CopyField, EmptyState, Heading, Skeleton, Stack, Text, toastQueue } from '@starcrew/ui';
import { sendSellerReviewRequest, type ApiClient } from '@starcrew/api-client';
import type { CollectionLink, ReviewRequestRequest } from '@starcrew/contract';
import { Suspense, useCallback, useState } from 'react';
import { useIntl } from 'react-intl';
import { Await, useLoaderData } from 'react-router';
import { LoadFailed } from '../collection-tools/LoadFailed.tsx';
import { toolsMessages as collectionMessages } from '../collection-tools/messages.ts';
import { PrintCard } from '../collection-tools/PrintCard.tsx';
import { RequestHistory, useHistoryAfterSend } from '../collection-tools/RequestHistory.tsx';
import { SendRequestForm } from '../collection-tools/SendRequestForm.tsx';
import { SellerQrCode } from '../sellers/SellerQrCode.tsx';
import { toolsMessages } from './messages.ts';
import * as styles from './sellerArea.css.ts';
import type { SellerTools, SellerToolsData } from './sellerTools.loader.ts';

/**
 * Collection tools (spec section 2, `/seller/tools`): for each location the seller works at,
 * the QR code as the organization customized it (download PNG or SVG, or print it on an A6
 * card) and the personal link with Copy, which a toast confirms; then a review request to send with that link (issue 15)
 * and the seller's own history of them.
 */
export default function SellerToolsScreen() {
  const { tools } = useLoaderData<SellerToolsData>();
  return (
    <Suspense fallback={<Tools data={null} failed={false} />}>
      <Await resolve={tools} errorElement={<Tools data={null} failed />}>
        {(data: SellerTools) => <Tools data={data} failed={false} />}
      </Await>
    </Suspense>
  );
}

function Tools({ data, failed }: { data: SellerTools | null; failed: boolean }) {
  const intl = useIntl();
  // The link whose A6 card is being printed.
  const [printing, setPrinting] = useState<CollectionLink | null>(null);
  const onPrinted = useCallback(() => setPrinting(null), []);
  return (
    <Stack space="300">
      <Stack space="050">
        <Heading level={1}>{intl.formatMessage(toolsMessages.title)}</Heading>
        <Text tone="muted">{intl.formatMessage(toolsMessages.intro)}</Text>
      </Stack>
      {failed && (
        <LoadFailed retry={intl.formatMessage(toolsMessages.retry)}>
          {intl.formatMessage(toolsMessages.loadFailed)}
        </LoadFailed>
      )}
      {!data && !failed && (
        <div className={styles.cards}>
          <Skeleton height={360} />
        </div>
      )}
      {data && data.links.length === 0 && (
        <EmptyState title={intl.formatMessage(toolsMessages.emptyTitle)}>
          {intl.formatMessage(toolsMessages.emptyBody)}
        </EmptyState>
      )}
      {data && data.links.length > 0 && (
        <div className={styles.cards}>
          {data.links.map((link) => (
            <Card key={link.location_id} title={link.location_title} headingLevel={2}>
              <div className={styles.toolCard}>
                <SellerQrCode link={link} qr={data.qr} />
                <CopyField
                  className={styles.linkField}
                  label={intl.formatMessage(toolsMessages.link)}
                  description={intl.formatMessage(toolsMessages.linkHelp)}
                  value={link.url}
                  onCopy={() => toastQueue.add({ tone: 'success', title: intl.formatMessage(toolsMessages.copied) })}
                />
                <div className={styles.linkField}>
                  <Button variant="secondary" onPress={() => setPrinting(link)}>
                    {intl.formatMessage(collectionMessages.printCard)}
                  </Button>
                </div>
              </div>
            </Card>
          ))}
        </div>
      )}
      {data && printing && (
        <PrintCard url={printing.url} locationTitle={printing.location_title} qr={data.qr} onDone={onPrinted} />
      )}
      {data && data.links.length > 0 && <Requests links={data.links} />}
    </Stack>
  );
}

const sendOwn = (api: ApiClient, body: ReviewRequestRequest) => sendSellerReviewRequest(api, body);

/** Send a request with the seller's own link (at the location chosen), and the seller's history (the route loader's page). */
function Requests({ links }: { links: SellerTools['links'] }) {
  const { history } = useLoaderData<SellerToolsData>();
  const onSent = useHistoryAfterSend();
  return (
    <>
      <SendRequestForm
        send={sendOwn}
        locations={links.map((l) => ({ id: l.location_id, label: l.location_title }))}
        onSent={onSent}
      />
      <RequestHistory history={history} showSentBy={false} />
    </>
  );
}
