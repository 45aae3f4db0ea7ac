import { defineMessage, defineMessages } from 'react-intl';

/**
 * The reply composer's own texts: apart from `messages.ts`, so that the inbox downloads them with
 * the composer (the on-demand chunk, `onDemand.ts`), not with the list (issue 18).
 */
export const composerMessages = defineMessages({
  aiDraft: { id: 'reviews.composer.ai', defaultMessage: 'Write with AI' },
  aiNote: {
    id: 'reviews.composer.aiNote',
    defaultMessage: 'AI draft: read and edit it before sending. Nothing is sent until you press Send.',
  },
  template: { id: 'reviews.composer.template', defaultMessage: 'Insert a template' },
  templatePlaceholder: { id: 'reviews.composer.templatePlaceholder', defaultMessage: 'Choose a template' },
  saveTemplate: { id: 'reviews.composer.saveTemplate', defaultMessage: 'Save as template' },
  send: { id: 'reviews.composer.send', defaultMessage: 'Send the reply' },
  sending: { id: 'reviews.composer.sending', defaultMessage: 'Sending…' },
  failed: { id: 'reviews.composer.failed', defaultMessage: 'The reply was not sent' },
  googleNote: { id: 'reviews.composer.googleNote', defaultMessage: 'Posted publicly on Google under your business.' },
  formNote: { id: 'reviews.composer.formNote', defaultMessage: 'Emailed to the customer.' },
});

export const composerLabel = defineMessage<{ name: string }>({
  id: 'reviews.composer.label',
  defaultMessage: 'Reply to {name}',
});
