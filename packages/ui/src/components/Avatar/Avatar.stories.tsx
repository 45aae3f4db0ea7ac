import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { Matrix, mobileStory } from '../../docs/storyHelpers.tsx';
import { recipeOptions } from '../../utils/recipeOptions.ts';
import { Avatar } from './Avatar.tsx';
import { avatar } from './Avatar.css.ts';

const sizes = recipeOptions(avatar, 'size');

/** A photo that needs no network: an SVG data URL. */
const photo = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 40"><rect width="40" height="40" fill="#c7d2fe"/><circle cx="20" cy="16" r="7" fill="#4338ca"/><path d="M6 38c2-9 8-12 14-12s12 3 14 12z" fill="#4338ca"/></svg>',
)}`;

const meta = {
  title: 'UI/Data/Avatar',
  component: Avatar,
  args: { name: 'Claire Martin' },
  argTypes: { size: { control: 'inline-radio', options: sizes } },
} satisfies Meta<typeof Avatar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const image = canvas.getByRole('img', { name: 'Claire Martin' });
    await expect(image).toHaveTextContent('CM');
  },
};

export const WithImage: Story = {
  args: { src: photo },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'Claire Martin' }).tagName).toBe('IMG');
  },
};

/** A broken photo falls back to the initials. */
export const BrokenImage: Story = {
  args: { src: '/does-not-exist.png', name: 'Lucas Bernard' },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByRole('img', { name: 'Lucas Bernard' })).toHaveTextContent('LB'));
  },
};

/** Next to the written name the avatar is silent, so the name is not read twice. */
export const Decorative: Story = {
  render: (args) => (
    <div style={{ display: 'flex', alignItems: 'center', gap: 8 }}>
      <Avatar {...args} isDecorative />
      <span>Claire Martin</span>
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('img')).not.toBeInTheDocument();
  },
};

export const AccentedFrenchName: Story = {
  globals: { locale: 'fr' },
  args: { name: 'élodie de la Tour-Dupré', size: 'xl' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img')).toHaveTextContent('ÉT');
  },
};

export const NoName: Story = { args: { name: '' } };

export const Mobile: Story = { ...mobileStory, args: { size: 'lg' } };

const team = [
  'Claire Martin',
  'Lucas Bernard',
  'Emma Petit',
  'Hugo Durand',
  'Léa Moreau',
  'Nathan Simon',
  'Chloé Laurent',
];

/** Sizes × a team: each name keeps its colour wherever it shows. */
export const Catalog: Story = {
  render: () => (
    <Matrix
      columns={[...team, 'photo']}
      rows={sizes.map((size) => ({
        label: size,
        cells: [
          ...team.map((name) => <Avatar key={name} name={name} size={size} />),
          <Avatar key="photo" name="Claire Martin" src={photo} size={size} />,
        ],
      }))}
    />
  ),
};
