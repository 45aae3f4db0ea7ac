import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Matrix, mobileStory } from '../../docs/storyHelpers.tsx';
import { recipeOptions } from '../../utils/recipeOptions.ts';
import { Button } from '../Button/Button.tsx';
import { Card } from './Card.tsx';
import { card } from './Card.css.ts';

const paddings = recipeOptions(card, 'padding');

const meta = {
  title: 'UI/Data/Card',
  component: Card,
  args: {
    title: 'Goal calculator',
    description: 'How many 5-star reviews to reach your target score.',
    children: 'Your average is 4.3 from 212 reviews. 38 more 5-star reviews bring it to 4.5.',
  },
  argTypes: { padding: { control: 'inline-radio', options: paddings } },
  // One card's width; the Catalog story lifts it with `parameters.frameWidth`.
  parameters: { frameWidth: 480 },
  decorators: [
    (Story, { parameters }) => <div style={{ maxWidth: parameters['frameWidth'] as number | string }}>{Story()}</div>,
  ],
} satisfies Meta<typeof Card>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Goal calculator' })).toBeInTheDocument();
  },
};

export const WithActionsAndFooter: Story = {
  args: {
    actions: (
      <Button size="sm" variant="ghost">
        Reset
      </Button>
    ),
    footer: <Button size="sm">Calculate</Button>,
  },
};

export const Untitled: Story = { args: { title: undefined, description: undefined } };

export const LongFrenchText: Story = {
  globals: { locale: 'fr' },
  args: {
    title: 'Calculateurd’objectifpourl’établissementprincipal',
    description: 'Combiend’avis5étoilespouratteindrevotrenotecible',
    children: 'Votremoyenneestde4,3sur212avis.',
  },
  play: async ({ canvas }) => {
    const region = canvas.getByRole('region');
    await expect(region.scrollWidth).toBeLessThanOrEqual(region.clientWidth + 1);
  },
};

export const Mobile: Story = { ...mobileStory };

export const Catalog: Story = {
  parameters: { frameWidth: 'none' },
  render: (args) => (
    <Matrix
      columns={['titled', 'untitled']}
      rows={paddings.map((padding) => ({
        label: padding,
        cells: [
          <div key="t" style={{ width: 320 }}>
            <Card {...args} padding={padding} headingLevel={3} />
          </div>,
          <div key="u" style={{ width: 320 }}>
            <Card padding={padding}>{args.children}</Card>
          </div>,
        ],
      }))}
    />
  ),
};
