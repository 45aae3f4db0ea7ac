import { describe, expect, it } from 'vitest';
import type { MailLocale } from '../mailer.ts';
import { composeEmail, emailTemplates, renderEmail, type EmailTemplate, type EmailTemplateParams } from './index.ts';

const hostile = '<script>alert("x")</script> & Co';

const samples: { [T in EmailTemplate]: EmailTemplateParams[T] } = {
  verificationCode: { firstName: hostile, code: '048213', minutes: 10 },
  passwordReset: { firstName: hostile, link: 'https://app.starcrew.test/reset?token=a&b=1', minutes: 60 },
  sellerInitialPassword: {
    firstName: hostile,
    organizationName: 'Café <Crème>',
    email: 'seller@example.com',
    password: 'Xy7"<pw>',
    loginUrl: 'https://app.starcrew.test/login',
  },
  managerInvitation: {
    firstName: hostile,
    organizationName: 'Café <Crème>',
    inviterName: 'Zoé "Z" Martin',
    link: 'https://app.starcrew.test/invite/1',
  },
  lowRatingAlert: {
    locationName: 'Café <Crème>',
    rating: 2,
    reviewer: hostile,
    comment: 'Cold <b>coffee</b>\nslow service',
    link: 'https://app.starcrew.test/reviews/9',
  },
  reviewReply: { firstName: hostile, businessName: 'Café <Crème>', reply: 'Merci <3', comment: 'Great <b>bread</b>' },
};

const locales: MailLocale[] = ['en', 'fr'];

describe('email templates', () => {
  for (const template of emailTemplates) {
    for (const locale of locales) {
      it(`should render ${template} in ${locale} with escaped values and both parts`, () => {
        const email = renderEmail(template, locale, samples[template]);

        expect(email.subject.length).toBeGreaterThan(10);
        expect(email.subject.length).toBeLessThanOrEqual(120);
        expect(email.subject).not.toMatch(/\n/);
        expect(email.html).toContain(`<html lang="${locale}"`);
        expect(email.html).toContain('Starcrew');
        // No value reaches the markup unescaped.
        expect(email.html).not.toContain('<script>');
        expect(email.html).not.toContain('<Crème>');
        expect(email.html).not.toContain('<b>coffee');
        // The plain text carries the values as they are.
        expect(email.text).not.toContain('&lt;');
        expect(email.text).toContain('Starcrew');
        expect(email.text.endsWith('\n')).toBe(true);
      });
    }
  }

  it('should escape names and keep the text part verbatim', () => {
    const email = renderEmail('managerInvitation', 'en', samples.managerInvitation);

    expect(email.html).toContain('Hello &lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; Co,');
    expect(email.html).toContain('Zoé &quot;Z&quot; Martin added you as a manager of Café &lt;Crème&gt;.');
    expect(email.text).toContain(`Hello ${hostile},`);
    expect(email.subject).toBe('Zoé "Z" Martin invited you to manage Café <Crème> on Starcrew');
  });

  it('should render the button as a link with an escaped URL and a text fallback', () => {
    const email = renderEmail('passwordReset', 'fr', samples.passwordReset);

    expect(email.html).toMatch(
      /<a href="https:\/\/app\.starcrew\.test\/reset\?token=a&amp;b=1"[^>]*>Choisir un nouveau mot de passe<\/a>/,
    );
    expect(email.text).toContain('Choisir un nouveau mot de passe:\nhttps://app.starcrew.test/reset?token=a&b=1');
    expect(email.text).toContain('expire dans 60 minutes');
  });

  it('should refuse a link that is not http or https', () => {
    expect(() =>
      renderEmail('passwordReset', 'en', { firstName: 'A', link: 'javascript:alert(1)', minutes: 60 }),
    ).toThrow(/javascript:/);
  });

  it('should show the code, its expiry and the greeting in each language', () => {
    const en = renderEmail('verificationCode', 'en', { firstName: 'Ann', code: '123456', minutes: 10 });
    const fr = renderEmail('verificationCode', 'fr', { firstName: 'Élodie', code: '123456', minutes: 10 });

    expect(en.text).toContain('Hello Ann,');
    expect(en.text).toContain('The code expires in 10 minutes.');
    expect(fr.text).toContain('Bonjour Élodie,');
    expect(fr.text).toContain('Le code expire dans 10 minutes.');
    expect(fr.subject).toBe('123456 est votre code de vérification Starcrew');
  });

  it('should give the seller the email, the temporary password and the sign-in link', () => {
    const email = renderEmail('sellerInitialPassword', 'en', { ...samples.sellerInitialPassword, firstName: 'Sam' });

    expect(email.text).toContain('Email: seller@example.com');
    expect(email.text).toContain('Temporary password: Xy7"<pw>');
    expect(email.html).toContain('Xy7&quot;&lt;pw&gt;');
    expect(email.text).toContain('https://app.starcrew.test/login');
  });

  it('should quote the comment of a low rating, or say there is none, with French plurals', () => {
    const withComment = renderEmail('lowRatingAlert', 'fr', {
      ...samples.lowRatingAlert,
      reviewer: 'Jean D.',
      rating: 1,
    });
    const withoutComment = renderEmail('lowRatingAlert', 'en', {
      ...samples.lowRatingAlert,
      reviewer: 'Jean D.',
      comment: '  ',
    });

    expect(withComment.subject).toBe('Nouvel avis à 1 étoile pour Café <Crème>');
    expect(renderEmail('lowRatingAlert', 'fr', samples.lowRatingAlert).subject).toContain('2 étoiles');
    expect(withComment.text).toContain('> Cold <b>coffee</b>\n> slow service');
    expect(withoutComment.text).toContain('The review has no comment.');
    expect(withoutComment.subject).toBe('New 2-star review for Café <Crème>');
  });

  it('should greet without a name when the first name is blank', () => {
    expect(
      renderEmail('passwordReset', 'en', { ...samples.passwordReset, firstName: ' ' }).text.startsWith('Hello,'),
    ).toBe(true);
  });

  it('should compose a message for Mailer.send', () => {
    const message = composeEmail({
      to: 'a@example.com',
      locale: 'fr',
      template: 'verificationCode',
      params: samples.verificationCode,
      meta: { userId: 7 },
    });

    expect(message).toMatchObject({
      to: 'a@example.com',
      locale: 'fr',
      template: 'verificationCode',
      meta: { userId: 7 },
    });
    expect(message.html).toContain('048213');
  });
});
