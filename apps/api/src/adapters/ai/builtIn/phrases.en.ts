import type { PhraseBank } from './types.ts';

const what = (hasComment: boolean) => (hasComment ? 'review' : 'rating');

export const en: PhraseBank = {
  greeting: {
    warm: [(n) => `Hi ${n},`, (n) => `Hello ${n},`],
    professional: [(n) => `Dear ${n},`, (n) => `Hello ${n},`],
  },
  greetingWithoutName: { warm: ['Hello,', 'Hi there,'], professional: ['Hello,', 'Dear customer,'] },
  opening: {
    low: [
      (c) =>
        `Thank you for taking the time to leave a ${what(c.hasComment)}, and we are sorry that your visit did not meet your expectations.`,
      (c) =>
        `We are truly sorry to read that your experience at ${c.business} was disappointing, and thank you for telling us.`,
      () =>
        `Thank you for your honest feedback. We apologise: this is not the experience we want any of our customers to have.`,
    ],
    mid: [
      (c) => `Thank you for your ${what(c.hasComment)} and for your honest feedback.`,
      (c) => `Thank you for visiting ${c.business} and for sharing your opinion with us.`,
      () => `Thank you for taking the time to tell us about your visit.`,
    ],
    high: [
      (c) =>
        c.rating === 5
          ? `Thank you so much for your wonderful ${what(c.hasComment)}!`
          : `Thank you very much for your kind ${what(c.hasComment)}!`,
      (c) => `Thank you, we are delighted that you enjoyed your visit to ${c.business}.`,
      (c) =>
        c.hasComment ? `What a pleasure to read your review, thank you!` : `Thank you very much for your rating!`,
    ],
  },
  topics: {
    low: [
      (list) => `We take your remarks about ${list} seriously and have shared them with everyone concerned.`,
      (list) => `What you say about ${list} has been passed on to the people concerned so that we can put it right.`,
    ],
    mid: [
      (list) => `We have noted your comments about ${list} and are working to do better.`,
      (list) => `Your remarks about ${list} help us see where we can improve.`,
    ],
    high: [
      (list) => `Your kind words about ${list} are much appreciated.`,
      (list) => `Thank you for mentioning ${list}; we will pass your kind words on to everyone.`,
    ],
  },
  closing: {
    low: [
      (c) =>
        `We would like to understand what happened and make it right: please contact ${c.business} directly so that we can talk it over.`,
      () =>
        `If you are willing, please get in touch with us directly so that we can discuss your visit and find a solution.`,
    ],
    mid: [
      () => `We hope to welcome you again soon and to earn a higher rating next time.`,
      (c) => `We look forward to seeing you again at ${c.business} and showing you our progress.`,
    ],
    high: [
      () => `We look forward to welcoming you again soon.`,
      (c) => `See you soon at ${c.business}!`,
      () => `We hope to see you again very soon.`,
    ],
  },
  signOff: {
    warm: [(b) => `Warm regards,\nThe ${b} team`, (b) => `With thanks,\nThe ${b} team`],
    professional: [(b) => `Kind regards,\nThe ${b} team`, (b) => `Best regards,\nThe ${b} team`],
  },
  topicLabels: {
    welcome: 'the welcome you received',
    service: 'our service',
    staff: 'our team',
    price: 'our prices',
    wait: 'the waiting time',
    quality: 'the quality of our products',
    cleanliness: 'cleanliness',
    bread: 'our bread',
    croissant: 'our croissants',
    pastry: 'our pastries',
    coffee: 'our coffee',
  },
  join: (items) => (items.length < 2 ? items.join('') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`),
};
