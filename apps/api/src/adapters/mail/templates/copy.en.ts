import type { EmailCopy } from './types.ts';

const hello = (firstName: string) => (firstName.trim() ? `Hello ${firstName.trim()},` : 'Hello,');

export const en: EmailCopy = {
  linkFallback: 'If the button does not work, copy this link into your browser:',
  footer: 'Starcrew, customer reviews for local businesses. This is an automatic message; replies are not read.',

  verificationCode: ({ firstName, code, minutes }) => ({
    subject: `${code} is your Starcrew verification code`,
    preheader: `Enter this code to verify your email address. It expires in ${minutes} minutes.`,
    heading: 'Verify your email address',
    greeting: hello(firstName),
    blocks: [
      { kind: 'paragraph', text: 'Enter this code in Starcrew to confirm your email address:' },
      { kind: 'code', label: 'Verification code', code },
    ],
    notes: [
      `The code expires in ${minutes} minutes.`,
      'If you did not create a Starcrew account, you can ignore this email.',
    ],
  }),

  passwordReset: ({ firstName, link, minutes }) => ({
    subject: 'Reset your Starcrew password',
    preheader: `Choose a new password. The link expires in ${minutes} minutes.`,
    heading: 'Reset your password',
    greeting: hello(firstName),
    blocks: [{ kind: 'paragraph', text: 'We received a request to reset the password of your Starcrew account.' }],
    button: { label: 'Choose a new password', url: link },
    notes: [
      `This link can be used once and expires in ${minutes} minutes.`,
      'If you did not ask for this, ignore this email: your password stays the same.',
    ],
  }),

  sellerInitialPassword: ({ firstName, organizationName, email, password, loginUrl }) => ({
    subject: `Your Starcrew account at ${organizationName}`,
    preheader: `${organizationName} created an account for you to collect customer reviews.`,
    heading: 'Your account is ready',
    greeting: hello(firstName),
    blocks: [
      {
        kind: 'paragraph',
        text: `${organizationName} created a Starcrew account for you, so you can collect reviews from your customers.`,
      },
      {
        kind: 'facts',
        rows: [
          ['Email', email],
          ['Temporary password', password],
        ],
      },
    ],
    button: { label: 'Sign in to Starcrew', url: loginUrl },
    notes: ['You will be asked to choose your own password the first time you sign in.'],
  }),

  managerInvitation: ({ firstName, organizationName, inviterName, link }) => ({
    subject: `${inviterName} invited you to manage ${organizationName} on Starcrew`,
    preheader: `Join ${organizationName} on Starcrew to follow and answer customer reviews.`,
    heading: `Join ${organizationName} on Starcrew`,
    greeting: hello(firstName),
    blocks: [
      {
        kind: 'paragraph',
        text: `${inviterName} added you as a manager of ${organizationName}. On Starcrew you follow your locations' reviews, reply to customers and run review campaigns with your team.`,
      },
    ],
    button: { label: 'Accept the invitation', url: link },
    notes: ['If you were not expecting this invitation, you can ignore this email.'],
  }),

  lowRatingAlert: ({ locationName, rating, reviewer, comment, link }) => ({
    subject: `New ${rating}-star review for ${locationName}`,
    preheader: `${reviewer} rated ${locationName} ${rating} out of 5.`,
    heading: `New ${rating}-star review`,
    blocks: [
      { kind: 'paragraph', text: `${reviewer} rated ${locationName} ${rating} out of 5.` },
      comment.trim()
        ? { kind: 'quote', text: comment.trim() }
        : { kind: 'paragraph', text: 'The review has no comment.' },
      { kind: 'paragraph', text: 'A prompt, personal reply shows this customer, and future ones, that you listen.' },
    ],
    button: { label: 'Reply to the review', url: link },
    notes: [`You receive this alert because you manage ${locationName} on Starcrew.`],
  }),

  reviewReply: ({ firstName, businessName, reply, comment }) => ({
    subject: `${businessName} replied to your review`,
    preheader: `${businessName} answered the review you left.`,
    heading: `A reply from ${businessName}`,
    greeting: hello(firstName),
    blocks: [
      { kind: 'paragraph', text: `${businessName} replied to your review:` },
      { kind: 'quote', text: reply },
      ...(comment.trim()
        ? [
            { kind: 'paragraph' as const, text: 'Your review:' },
            { kind: 'quote' as const, text: comment.trim() },
          ]
        : []),
    ],
    notes: [`You receive this email because you left a review for ${businessName}.`],
  }),
};
