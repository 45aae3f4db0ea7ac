import { defineMessage, defineMessages } from 'react-intl';

/** Collection tools (spec section 2, "Tools"; issue 15): templates, requests, history, link, QR, card. */
export const toolsMessages = defineMessages({
  title: { id: 'collectionTools.title', defaultMessage: 'Collection tools' },
  intro: {
    id: 'collectionTools.intro',
    defaultMessage: 'Ask customers for a review by email or SMS, share the location’s link and print its QR code.',
  },
  noLocationTitle: { id: 'collectionTools.noLocationTitle', defaultMessage: 'No location yet' },
  noLocationBody: {
    id: 'collectionTools.noLocationBody',
    defaultMessage: 'Connect your business profile or ask the owner to give you a location: its tools appear here.',
  },
  loadFailed: { id: 'collectionTools.loadFailed', defaultMessage: 'The collection tools could not be loaded.' },
  retry: { id: 'collectionTools.retry', defaultMessage: 'Try again' },
  linkTitle: { id: 'collectionTools.linkTitle', defaultMessage: 'Collection link and QR code' },
  linkDescription: {
    id: 'collectionTools.linkDescription',
    defaultMessage: 'Reviews left through the location’s own link are attributed to no one.',
  },
  codeOf: { id: 'collectionTools.codeOf', defaultMessage: 'Link and QR code of' },
  link: { id: 'collectionTools.link', defaultMessage: 'Review link' },
  copied: { id: 'collectionTools.copied', defaultMessage: 'Link copied. Paste it wherever your customers are.' },
  printCard: { id: 'collectionTools.printCard', defaultMessage: 'Print an A6 card' },
  cardCall: { id: 'collectionTools.cardCall', defaultMessage: 'Enjoyed your visit? Scan to leave us a review.' },
  cardHint: { id: 'collectionTools.cardHint', defaultMessage: 'It takes less than a minute.' },
  templatesTitle: { id: 'collectionTools.templatesTitle', defaultMessage: 'Messages' },
  templatesDescription: {
    id: 'collectionTools.templatesDescription',
    defaultMessage: "Use '{first_name}', '{link}' and '{business}': they are filled in for each customer.",
  },
  defaultNote: {
    id: 'collectionTools.defaultNote',
    defaultMessage: 'These are the default messages until you save your own.',
  },
  smsBody: { id: 'collectionTools.smsBody', defaultMessage: 'SMS message' },
  emailSubject: { id: 'collectionTools.emailSubject', defaultMessage: 'Email subject' },
  emailBody: { id: 'collectionTools.emailBody', defaultMessage: 'Email message' },
  save: { id: 'collectionTools.save', defaultMessage: 'Save the messages' },
  preview: { id: 'collectionTools.preview', defaultMessage: 'Preview' },
  previewSms: { id: 'collectionTools.previewSms', defaultMessage: 'SMS' },
  previewEmail: { id: 'collectionTools.previewEmail', defaultMessage: 'Email' },
  previewFirstName: { id: 'collectionTools.previewFirstName', defaultMessage: 'Camille' },
  sendTitle: { id: 'collectionTools.sendTitle', defaultMessage: 'Send a review request' },
  channel: { id: 'collectionTools.channel', defaultMessage: 'Send by' },
  channelEmail: { id: 'collectionTools.channelEmail', defaultMessage: 'Email' },
  channelSms: { id: 'collectionTools.channelSms', defaultMessage: 'SMS' },
  firstName: { id: 'collectionTools.firstName', defaultMessage: 'Customer’s first name' },
  email: { id: 'collectionTools.email', defaultMessage: 'Customer’s email' },
  phone: { id: 'collectionTools.phone', defaultMessage: 'Customer’s mobile number' },
  phoneHelp: { id: 'collectionTools.phoneHelp', defaultMessage: 'For example 06 12 34 56 78 or +32 470 12 34 56.' },
  whoseLink: { id: 'collectionTools.whoseLink', defaultMessage: 'Link to send' },
  locationLink: { id: 'collectionTools.locationLink', defaultMessage: 'The location’s own link' },
  location: { id: 'collectionTools.location', defaultMessage: 'Location' },
  send: { id: 'collectionTools.send', defaultMessage: 'Send the request' },
  historyTitle: { id: 'collectionTools.historyTitle', defaultMessage: 'Requests sent' },
  historyLabel: { id: 'collectionTools.historyLabel', defaultMessage: 'Review requests sent' },
  historyEmpty: { id: 'collectionTools.historyEmpty', defaultMessage: 'No request sent yet' },
  historyEmptyBody: {
    id: 'collectionTools.historyEmptyBody',
    defaultMessage: 'The requests you send appear here, with their status.',
  },
  historyFailed: { id: 'collectionTools.historyFailed', defaultMessage: 'The history could not be loaded.' },
  columnDate: { id: 'collectionTools.columnDate', defaultMessage: 'Sent' },
  columnCustomer: { id: 'collectionTools.columnCustomer', defaultMessage: 'Customer' },
  columnChannel: { id: 'collectionTools.columnChannel', defaultMessage: 'Channel' },
  columnSentBy: { id: 'collectionTools.columnSentBy', defaultMessage: 'Sent by' },
  columnLink: { id: 'collectionTools.columnLink', defaultMessage: 'Link of' },
  columnStatus: { id: 'collectionTools.columnStatus', defaultMessage: 'Status' },
  statusSent: { id: 'collectionTools.statusSent', defaultMessage: 'Sent' },
  statusFailed: { id: 'collectionTools.statusFailed', defaultMessage: 'Failed' },
  noOne: { id: 'collectionTools.noOne', defaultMessage: 'The location' },
});

export const smsLengthMessage = defineMessage<{ count: number; max: number }>({
  id: 'collectionTools.smsLength',
  defaultMessage: '{count, number} / {max, number} characters once filled in',
});

export const smsTooLongMessage = defineMessage<{ max: number }>({
  id: 'collectionTools.smsTooLong',
  defaultMessage: 'Too long: an SMS may hold {max, number} characters with the link and the first name.',
});

export const sendLimitMessage = defineMessage<{ sent: number; limit: number }>({
  id: 'collectionTools.sendDescription',
  defaultMessage: '{sent, number} of {limit, number} requests sent today from this location.',
});

export const sellerLinkMessage = defineMessage<{ name: string }>({
  id: 'collectionTools.sellerLinkDescription',
  defaultMessage: 'Reviews left through {name}’s link or QR code are attributed to {name}.',
});
