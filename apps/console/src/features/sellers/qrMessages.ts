import { defineMessage, defineMessages } from 'react-intl';

/**
 * The QR customization modal (spec section 3): apart from `messages.ts`, so that My Sellers
 * downloads these texts with the modal, not with the page (issue 18).
 */
export const qrMessages = defineMessages({
  title: { id: 'sellers.qr.title', defaultMessage: 'Customize the QR code' },
  primary: { id: 'sellers.qr.primary', defaultMessage: 'Primary colour' },
  primaryHelp: { id: 'sellers.qr.primaryHelp', defaultMessage: 'The dots and corners of the code.' },
  secondary: { id: 'sellers.qr.secondary', defaultMessage: 'Secondary colour' },
  secondaryHelp: {
    id: 'sellers.qr.secondaryHelp',
    defaultMessage: 'The background. Keep it light so phones read the code.',
  },
  name: { id: 'sellers.qr.name', defaultMessage: 'Name under the code' },
  nameHelp: { id: 'sellers.qr.nameHelp', defaultMessage: 'The seller’s full name unless you change it.' },
  logo: { id: 'sellers.qr.logo', defaultMessage: 'Logo in the middle' },
  removeLogo: { id: 'sellers.qr.removeLogo', defaultMessage: 'Remove the logo' },
  location: { id: 'sellers.qr.location', defaultMessage: 'Preview for' },
  noLink: { id: 'sellers.qr.noLink', defaultMessage: 'This seller has no location yet, so no link to encode.' },
  cancel: { id: 'sellers.qr.cancel', defaultMessage: 'Close' },
  save: { id: 'sellers.qr.save', defaultMessage: 'Save the QR code' },
});

export const linkAtMessage = defineMessage<{ location: string }>({
  id: 'sellers.qr.linkAt',
  defaultMessage: 'Personal link – {location}',
});

export const qrIntroMessage = defineMessage<{ name: string }>({
  id: 'sellers.qr.intro',
  defaultMessage: 'How {name}’s code looks on their Collection tools and wherever it is printed.',
});
