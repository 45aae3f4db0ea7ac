import { reviewRequests, sendReviewRequest, type ApiClient } from '@starcrew/api-client';
import { DEFAULT_QR_COLORS, type CollectionTools, type ReviewRequestRequest } from '@starcrew/contract';
import {
  Button,
  Card,
  CopyField,
  EmptyState,
  Heading,
  MessageBox,
  Skeleton,
  Stack,
  Text,
  toastQueue,
} from '@starcrew/ui';
import { Suspense, useCallback, useState } from 'react';
import { useIntl } from 'react-intl';
import { Await, useLoaderData, useRevalidator } from 'react-router';
import { SellerQrCode } from '../sellers/SellerQrCode.tsx';
import type { CollectionToolsData, ToolsScope } from './collectionTools.loader.ts';
import * as styles from './collectionTools.css.ts';
import { toolsMessages } from './messages.ts';
import { PrintCard } from './PrintCard.tsx';
import { RequestHistory } from './RequestHistory.tsx';
import { SendRequestForm } from './SendRequestForm.tsx';
import { TemplatesForm } from './TemplatesForm.tsx';

/**
 * Collection tools of the working location (spec section 2, `/manager/tools`): its link and QR
 * code (PNG, SVG, a printable A6 card), the SMS and email messages with a live preview, a
 * review request to send, and the history of those sent.
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
  const revalidator = useRevalidator();
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
        <MessageBox
          tone="error"
          action={
            <Button size="sm" variant="secondary" onPress={() => void revalidator.revalidate()}>
              {intl.formatMessage(toolsMessages.retry)}
            </Button>
          }
        >
          {intl.formatMessage(toolsMessages.loadFailed)}
        </MessageBox>
      )}
      {scope?.status === 'empty' && (
        <EmptyState title={intl.formatMessage(toolsMessages.noLocationTitle)}>
          {intl.formatMessage(toolsMessages.noLocationBody)}
        </EmptyState>
      )}
      {scope?.status === 'ready' && <Tools key={scope.tools.location.id} tools={scope.tools} />}
    </Stack>
  );
}

function Tools({ tools }: { tools: CollectionTools }) {
  const intl = useIntl();
  const revalidator = useRevalidator();
  const [version, setVersion] = useState(0);
  const [printing, setPrinting] = useState(false);
  const locationId = tools.location.id;
  const send = useCallback(
    (api: ApiClient, body: ReviewRequestRequest) => sendReviewRequest(api, locationId, body),
    [locationId],
  );
  const load = useCallback((api: ApiClient, page: number) => reviewRequests(api, locationId, { page }), [locationId]);
  const onSent = useCallback(() => {
    setVersion((v) => v + 1);
    // The day's count in the form's description reads again.
    void revalidator.revalidate();
  }, [revalidator]);
  const onPrinted = useCallback(() => setPrinting(false), []);

  return (
    <Stack space="200">
      <Card
        title={intl.formatMessage(toolsMessages.linkTitle)}
        description={intl.formatMessage(toolsMessages.linkDescription)}
        headingLevel={2}
      >
        <div className={styles.linkLayout}>
          <SellerQrCode
            link={tools.link}
            qr={{ ...DEFAULT_QR_COLORS, logo: null, name: tools.location.title }}
            size={180}
          />
          <Stack space="150" className={styles.grow}>
            <CopyField
              label={intl.formatMessage(toolsMessages.link)}
              value={tools.link.url}
              onCopy={() => toastQueue.add({ tone: 'success', title: intl.formatMessage(toolsMessages.copied) })}
            />
            <div>
              <Button variant="secondary" onPress={() => setPrinting(true)}>
                {intl.formatMessage(toolsMessages.printCard)}
              </Button>
            </div>
          </Stack>
        </div>
      </Card>
      {printing && <PrintCard url={tools.link.url} locationTitle={tools.location.title} onDone={onPrinted} />}
      <div className={styles.columns}>
        <TemplatesForm tools={tools} />
        <SendRequestForm
          send={send}
          sellers={tools.sellers.map((s) => ({ id: s.id, label: `${s.first_name} ${s.last_name}` }))}
          limit={tools.limit}
          onSent={onSent}
        />
      </div>
      <RequestHistory load={load} version={version} showSentBy />
    </Stack>
  );
}
