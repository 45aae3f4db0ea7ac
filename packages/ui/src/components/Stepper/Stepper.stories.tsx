import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Matrix, mobileStory } from '../../docs/storyHelpers.tsx';
import { Stepper } from './Stepper.tsx';

const wizard = ['Basic Information', 'Reward Objective', 'Participants'];

const meta = {
  title: 'UI/Data/Stepper',
  component: Stepper,
  args: { steps: wizard, currentStep: 1 },
  decorators: [(Story) => <div style={{ maxWidth: 640 }}>{Story()}</div>],
} satisfies Meta<typeof Stepper>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The current step has aria-current="step"; every state is said in words. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const items = canvas.getAllByRole('listitem');
    await expect(items[1]).toHaveAttribute('aria-current', 'step');
    await expect(items[0]).toHaveTextContent('Step 1 of 3: Basic Information (completed)');
    await expect(items[2]).toHaveTextContent('Participants (not started)');
  },
};

export const FirstStep: Story = { args: { currentStep: 0 } };
export const LastStep: Story = { args: { currentStep: 2 } };

export const French: Story = {
  globals: { locale: 'fr' },
  args: { steps: ['Informations de base', 'Objectif de récompense', 'Participants'] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('list', { name: 'Progression' })).toBeInTheDocument();
    await expect(canvas.getAllByRole('listitem')[1]).toHaveTextContent(
      'Étape 2 sur 3 : Objectif de récompense (étape en cours)',
    );
  },
};

export const LongFrenchText: Story = {
  globals: { locale: 'fr' },
  args: { steps: ['Connexionaucomptegoogle', 'Sélectiondesétablissementsàactiver', 'Confirmation'] },
  decorators: [(Story) => <div style={{ width: 360 }}>{Story()}</div>],
};

/** On a phone only the current step keeps its label. */
export const Mobile: Story = {
  ...mobileStory,
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Reward Objective')).toBeVisible();
    await expect(canvas.getByText('Basic Information').getBoundingClientRect().width).toBeLessThanOrEqual(1);
  },
};

export const Catalog: Story = {
  render: (args) => (
    <Matrix
      columns={['stepper']}
      rows={[0, 1, 2, 3].map((current) => ({
        label: current === 3 ? 'all done' : `step ${current + 1}`,
        cells: [
          <div key="s" style={{ width: 560 }}>
            <Stepper {...args} currentStep={current} />
          </div>,
        ],
      }))}
    />
  ),
};
