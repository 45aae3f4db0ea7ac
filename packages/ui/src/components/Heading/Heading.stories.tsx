import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Matrix, mobileStory } from '../../docs/storyHelpers.tsx';
import { recipeOptions } from '../../utils/recipeOptions.ts';
import { Heading, headingLevels } from './Heading.tsx';
import { heading } from './Heading.css.ts';

const sizes = recipeOptions(heading, 'size');

const meta = {
  title: 'UI/Typography/Heading',
  component: Heading,
  args: { level: 1, children: 'Team ranking' },
  argTypes: {
    level: { control: 'inline-radio', options: headingLevels },
    size: { control: 'inline-radio', options: sizes },
  },
} satisfies Meta<typeof Heading>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Team ranking' })).toBeInTheDocument();
  },
};

/** The outline says h2, the design wants it small: size and level are independent. */
export const SizeApartFromLevel: Story = {
  args: { level: 2, size: 'xs', children: 'Active campaigns' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2 })).toBeInTheDocument();
  },
};

export const Truncated: Story = {
  args: { level: 3, truncate: true, children: 'Boulangerie Martin — Lyon Part-Dieu, centre commercial, niveau 2' },
  decorators: [(Story) => <div style={{ width: 260 }}>{Story()}</div>],
  play: async ({ canvas }) => {
    const title = canvas.getByRole('heading', { level: 3 });
    await expect(title).toHaveAttribute('title', 'Boulangerie Martin — Lyon Part-Dieu, centre commercial, niveau 2');
    await expect(title.scrollWidth).toBeGreaterThan(title.clientWidth);
  },
};

export const LongFrenchText: Story = {
  globals: { locale: 'fr' },
  args: { children: 'Classementdel’équipedesvendeursdel’établissementprincipaldeLyon' },
  decorators: [(Story) => <div style={{ width: 280 }}>{Story()}</div>],
  play: async ({ canvas }) => {
    const title = canvas.getByRole('heading');
    await expect(title.scrollWidth).toBeLessThanOrEqual(title.clientWidth + 1);
  },
};

export const Mobile: Story = {
  ...mobileStory,
  args: { children: 'Bonjour Claire, voici les avis de la semaine' },
};

/** Each level at its default size, then every size. */
export const Catalog: Story = {
  render: () => (
    <Matrix
      columns={['default size', ...sizes]}
      rows={headingLevels.map((level) => ({
        label: `h${level}`,
        cells: [
          <Heading key="default" level={level}>
            Reviews
          </Heading>,
          ...sizes.map((size) => (
            <Heading key={size} level={level} size={size}>
              Reviews
            </Heading>
          )),
        ],
      }))}
    />
  ),
};
