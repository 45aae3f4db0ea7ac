import type { EmailCopy } from './types.ts';

// French puts a non-breaking space (\u00a0) before ":" and ";"; escaped so it stays visible.

const hello = (firstName: string) => (firstName.trim() ? `Bonjour ${firstName.trim()},` : 'Bonjour,');
const stars = (rating: number) => `${rating} étoile${rating > 1 ? 's' : ''}`;

export const fr: EmailCopy = {
  linkFallback: 'Si le bouton ne fonctionne pas, copiez ce lien dans votre navigateur\u00a0:',
  footer:
    'Starcrew, les avis clients des commerces de proximité. Ce message est automatique\u00a0; les réponses ne sont pas lues.',

  verificationCode: ({ firstName, code, minutes }) => ({
    subject: `${code} est votre code de vérification Starcrew`,
    preheader: `Saisissez ce code pour vérifier votre adresse e-mail. Il expire dans ${minutes} minutes.`,
    heading: 'Vérifiez votre adresse e-mail',
    greeting: hello(firstName),
    blocks: [
      { kind: 'paragraph', text: 'Saisissez ce code dans Starcrew pour confirmer votre adresse e-mail\u00a0:' },
      { kind: 'code', label: 'Code de vérification', code },
    ],
    notes: [
      `Le code expire dans ${minutes} minutes.`,
      'Si vous n’avez pas créé de compte Starcrew, ignorez cet e-mail.',
    ],
  }),

  passwordReset: ({ firstName, link, minutes }) => ({
    subject: 'Réinitialisez votre mot de passe Starcrew',
    preheader: `Choisissez un nouveau mot de passe. Le lien expire dans ${minutes} minutes.`,
    heading: 'Réinitialisez votre mot de passe',
    greeting: hello(firstName),
    blocks: [
      {
        kind: 'paragraph',
        text: 'Nous avons reçu une demande de réinitialisation du mot de passe de votre compte Starcrew.',
      },
    ],
    button: { label: 'Choisir un nouveau mot de passe', url: link },
    notes: [
      `Ce lien n’est utilisable qu’une fois et expire dans ${minutes} minutes.`,
      'Si vous n’êtes pas à l’origine de cette demande, ignorez cet e-mail\u00a0: votre mot de passe reste inchangé.',
    ],
  }),

  sellerInitialPassword: ({ firstName, organizationName, email, password, loginUrl }) => ({
    subject: `Votre compte Starcrew chez ${organizationName}`,
    preheader: `${organizationName} vous a créé un compte pour recueillir les avis de vos clients.`,
    heading: 'Votre compte est prêt',
    greeting: hello(firstName),
    blocks: [
      {
        kind: 'paragraph',
        text: `${organizationName} vous a créé un compte Starcrew pour recueillir les avis de vos clients.`,
      },
      {
        kind: 'facts',
        rows: [
          ['E-mail', email],
          ['Mot de passe provisoire', password],
        ],
      },
    ],
    button: { label: 'Se connecter à Starcrew', url: loginUrl },
    notes: ['À votre première connexion, vous choisirez votre propre mot de passe.'],
  }),

  managerInvitation: ({ firstName, organizationName, inviterName, link }) => ({
    subject: `${inviterName} vous invite à gérer ${organizationName} sur Starcrew`,
    preheader: `Rejoignez ${organizationName} sur Starcrew pour suivre les avis clients et y répondre.`,
    heading: `Rejoignez ${organizationName} sur Starcrew`,
    greeting: hello(firstName),
    blocks: [
      {
        kind: 'paragraph',
        text: `${inviterName} vous a ajouté comme manager de ${organizationName}. Sur Starcrew, vous suivez les avis de vos établissements, répondez à vos clients et animez des campagnes d’avis avec votre équipe.`,
      },
    ],
    button: { label: 'Accepter l’invitation', url: link },
    notes: ['Si vous n’attendiez pas cette invitation, ignorez cet e-mail.'],
  }),

  lowRatingAlert: ({ locationName, rating, reviewer, comment, link }) => ({
    subject: `Nouvel avis à ${stars(rating)} pour ${locationName}`,
    preheader: `${reviewer} a donné la note de ${rating} sur 5 à ${locationName}.`,
    heading: `Nouvel avis à ${stars(rating)}`,
    blocks: [
      { kind: 'paragraph', text: `${reviewer} a donné la note de ${rating} sur 5 à ${locationName}.` },
      comment.trim()
        ? { kind: 'quote', text: comment.trim() }
        : { kind: 'paragraph', text: 'L’avis ne contient pas de commentaire.' },
      {
        kind: 'paragraph',
        text: 'Une réponse rapide et personnelle montre à ce client, et aux suivants, que vous êtes à l’écoute.',
      },
    ],
    button: { label: 'Répondre à l’avis', url: link },
    notes: [`Vous recevez cette alerte parce que vous gérez ${locationName} sur Starcrew.`],
  }),

  reviewReply: ({ firstName, businessName, reply, comment }) => ({
    subject: `${businessName} a répondu à votre avis`,
    preheader: `${businessName} a répondu à l’avis que vous avez laissé.`,
    heading: `Une réponse de ${businessName}`,
    greeting: hello(firstName),
    blocks: [
      { kind: 'paragraph', text: `${businessName} a répondu à votre avis :` },
      { kind: 'quote', text: reply },
      ...(comment.trim()
        ? [
            { kind: 'paragraph' as const, text: 'Votre avis :' },
            { kind: 'quote' as const, text: comment.trim() },
          ]
        : []),
    ],
    notes: [`Vous recevez cet e-mail parce que vous avez laissé un avis pour ${businessName}.`],
  }),
};
