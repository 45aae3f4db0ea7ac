import type { Meta, StoryObj } from '@storybook/react-vite';
import {
  brandStyle,
  linkProblemBody,
  reviewErrorText,
  reviewFieldError,
  reviewFormBody,
  thankYouBody,
  type ReviewField,
  type ReviewFormView,
  type ReviewPageBrand,
  type Translate,
} from '@starcrew/contract/review-form';
import { mobileStory } from '@starcrew/ui/testing';
import { useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import { expect, userEvent, within } from 'storybook/test';
import { enhance } from './enhance.ts';
import './page.css.ts';

/*
 * The public review page as the server writes it: the very functions of
 * @starcrew/contract/review-form, with this page's stylesheet, in each state. `enhanced`
 * runs the review form's script on it, as the browser does once it has loaded.
 */

type State = 'form' | 'errors' | 'limited' | 'thanks' | 'thanksWithoutGoogle' | 'unknown' | 'inactive';

const defaultBrand: ReviewPageBrand = { primaryColor: '#1f2937', secondaryColor: '#ffffff', logoUrl: null };
const LOGO =
  'data:image/svg+xml,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 40"><circle cx="20" cy="20" r="19" fill="#fff8e7"/><path d="M10 24c4-10 16-10 20 0z" fill="#7a1f5c"/></svg>',
  );
const GOOGLE = 'https://search.google.com/local/writereview?placeid=ChIJ-story';

const typedWithErrors: Partial<Record<ReviewField, string>> = {
  comment: 'Accueil chaleureux, croissants encore tièdes.',
  first_name: 'Camille',
  last_name: '',
  email: 'camille@',
};

function html(state: State, brand: ReviewPageBrand, t: Translate): string {
  const location = 'Boulangerie du Port';
  const base: ReviewFormView = {
    locationName: location,
    brand,
    action: '#',
    jsonAction: '/api/v1/reviews/story/code',
    thanksUrl: '#thanks',
    googleReviewUrl: GOOGLE,
  };
  switch (state) {
    case 'form':
      return reviewFormBody(base, t);
    case 'errors': {
      const errors: Partial<Record<ReviewField, string>> = {};
      for (const field of ['rating', 'comment', 'first_name', 'last_name', 'email'] as const) {
        const error = reviewFieldError(field, typedWithErrors[field] ?? '');
        if (error) errors[field] = reviewErrorText(t, error);
      }
      return reviewFormBody({ ...base, values: typedWithErrors, errors }, t);
    }
    case 'limited':
      return reviewFormBody(
        {
          ...base,
          values: { ...typedWithErrors, rating: '4', last_name: 'Durand', email: 'camille@example.fr' },
          notice: t('reviewForm.tooMany', { minutes: 42 }),
        },
        t,
      );
    case 'thanks':
      return thankYouBody({ locationName: location, brand, googleReviewUrl: GOOGLE }, t);
    case 'thanksWithoutGoogle':
      return thankYouBody({ locationName: location, brand, googleReviewUrl: null }, t);
    case 'unknown':
      return linkProblemBody({ problem: 'unknown', brand: defaultBrand }, t);
    case 'inactive':
      return linkProblemBody({ problem: 'inactive', locationName: location, brand }, t);
  }
}

function ReviewPagePreview({
  state,
  brand = defaultBrand,
  enhanced = false,
}: {
  state: State;
  brand?: ReviewPageBrand;
  enhanced?: boolean;
}) {
  const intl = useIntl();
  const t: Translate = (id, values) => intl.formatMessage({ id }, values);
  const ref = useRef<HTMLDivElement>(null);
  const markup = html(state, brand, t);
  useEffect(() => {
    if (enhanced && ref.current) enhance(document, ref.current);
  }, [enhanced, markup]);
  const style = brandStyle(brand);
  return (
    <>
      {brand !== defaultBrand && style ? <style>{style}</style> : null}
      <div ref={ref} dangerouslySetInnerHTML={{ __html: markup }} />
    </>
  );
}

/** The public page a customer opens from a seller's QR code, on a phone, in French. */
const meta = {
  title: 'ReviewForm/ReviewPage',
  component: ReviewPagePreview,
  args: { state: 'form' },
  globals: { locale: 'fr', ...mobileStory.globals },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof ReviewPagePreview>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FormMobile: Story = {};

export const ErrorsMobile: Story = {
  name: 'Errors mobile (sent without a rating, a last name and with a bad email)',
  args: { state: 'errors' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Veuillez saisir votre note')).toBeVisible();
    await expect(canvas.getByText('Veuillez saisir une adresse e-mail valide')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: /Adresse e-mail/ })).toHaveValue('camille@');
  },
};

export const LimitedMobile: Story = { name: 'Limit reached mobile', args: { state: 'limited' } };

export const BrandedMobile: Story = {
  name: 'Branded mobile (the seller’s QR colours and logo)',
  args: { state: 'form', brand: { primaryColor: '#7a1f5c', secondaryColor: '#fff8e7', logoUrl: LOGO } },
};

export const ThanksMobile: Story = {
  args: { state: 'thanks' },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Publier mon avis sur Google' });
    await expect(link).toHaveAttribute('href', GOOGLE);
  },
};

export const ThanksWithoutGoogleMobile: Story = { args: { state: 'thanksWithoutGoogle' } };

export const UnknownLinkMobile: Story = { args: { state: 'unknown' } };

export const InactiveLocationMobile: Story = { args: { state: 'inactive' } };

export const TypingMobile: Story = {
  name: 'Typing mobile (checked as the customer goes)',
  args: { state: 'form', enhanced: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const email = canvas.getByRole('textbox', { name: /Adresse e-mail/ });
    await userEvent.type(email, 'camille@');
    await userEvent.tab();
    await expect(await canvas.findByText('Veuillez saisir une adresse e-mail valide')).toBeVisible();
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await userEvent.type(email, 'example.fr');
    await expect(canvas.queryByText('Veuillez saisir une adresse e-mail valide')).toBeNull();
    await userEvent.click(canvas.getByRole('radio', { name: '4 étoiles' }));
    await expect(canvas.getByRole('radio', { name: '4 étoiles' })).toBeChecked();
  },
};

export const Desktop: Story = { globals: { locale: 'en', viewport: { value: 'desktop', isRotated: false } } };
