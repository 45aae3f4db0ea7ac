import { defineMessages } from 'react-intl';

/** The seller's own area (spec section 2, "Under /seller"): Collection tools, dashboard, campaigns. */
export const toolsMessages = defineMessages({
  title: { id: 'sellerArea.tools.title', defaultMessage: 'Collection tools' },
  intro: {
    id: 'sellerArea.tools.intro',
    defaultMessage: 'Show your QR code or share your link: the reviews customers leave through them count for you.',
  },
  link: { id: 'sellerArea.tools.link', defaultMessage: 'Your review link' },
  linkHelp: {
    id: 'sellerArea.tools.linkHelp',
    defaultMessage: 'Send it by message or email; it opens the review page of this location.',
  },
  copied: { id: 'sellerArea.tools.copied', defaultMessage: 'Link copied. Paste it wherever your customers are.' },
  emptyTitle: { id: 'sellerArea.tools.emptyTitle', defaultMessage: 'No location yet' },
  emptyBody: {
    id: 'sellerArea.tools.emptyBody',
    defaultMessage: 'Your manager has not tied you to a location yet. Your link and QR code appear here once they do.',
  },
  loadFailed: { id: 'sellerArea.tools.loadFailed', defaultMessage: 'Your collection tools could not be loaded.' },
  retry: { id: 'sellerArea.retry', defaultMessage: 'Try again' },
});
