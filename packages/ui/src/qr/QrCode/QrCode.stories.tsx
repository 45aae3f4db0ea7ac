import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, spyOn, userEvent, waitFor } from 'storybook/test';
import { Matrix, mobileStory } from '../../docs/storyHelpers.tsx';
import { QrCode } from './QrCode.tsx';

const link = 'https://starcrew.app/reviews/lyon-part-dieu/claire-7K3Q';
const logo =
  'data:image/svg+xml;utf8,<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 40"><rect width="40" height="40" rx="10" fill="%234f46e5"/><path d="M20 9l3.2 6.6 7.3 1-5.3 5.1 1.3 7.2L20 25.5l-6.5 3.4 1.3-7.2-5.3-5.1 7.3-1z" fill="white"/></svg>';

const meta = {
  title: 'UI/Data/QrCode',
  component: QrCode,
  args: { value: link, caption: 'Claire Martin' },
} satisfies Meta<typeof QrCode>;

export default meta;
type Story = StoryObj<typeof meta>;

const drawn = (canvasElement: HTMLElement) =>
  waitFor(() => expect(canvasElement.querySelector('[role="img"] svg')).not.toBeNull(), { timeout: 4000 });

/** Drawn as SVG, named after its caption. */
export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    await drawn(canvasElement);
    await expect(canvas.getByRole('img', { name: 'QR code for Claire Martin' })).toBeInTheDocument();
  },
};

export const BrandColours: Story = {
  args: { primaryColor: '#0f766e', secondaryColor: '#134e4a' },
  play: async ({ canvasElement }) => {
    await drawn(canvasElement);
  },
};

export const WithLogo: Story = {
  args: { logoUrl: logo },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelector('[role="img"] svg image')).not.toBeNull(), {
      timeout: 4000,
    });
  },
};

/** Tab to "Download SVG", Enter: the library saves the file (the link click is stubbed here). */
export const DownloadSvg: Story = {
  beforeEach: () => {
    const click = spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    return () => click.mockRestore();
  },
  play: async ({ canvas, canvasElement }) => {
    await drawn(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Download PNG' })).toHaveFocus();
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(HTMLAnchorElement.prototype.click).toHaveBeenCalled());
  },
};

export const WithoutCaption: Story = { args: { caption: undefined, hasDownloads: false } };

export const French: Story = {
  globals: { locale: 'fr' },
  play: async ({ canvas, canvasElement }) => {
    await drawn(canvasElement);
    await expect(canvas.getByRole('img', { name: 'Code QR de Claire Martin' })).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Télécharger en PNG' })).toBeInTheDocument();
  },
};

export const LongFrenchText: Story = {
  globals: { locale: 'fr' },
  args: { caption: 'BoulangeriePâtisseriedesGrandsBoulevardsdeLyon' },
  decorators: [(Story) => <div style={{ width: 260 }}>{Story()}</div>],
  play: async ({ canvasElement }) => {
    await drawn(canvasElement);
  },
};

export const Mobile: Story = {
  ...mobileStory,
  play: async ({ canvasElement }) => {
    await drawn(canvasElement);
  },
};

export const Catalog: Story = {
  render: (args) => (
    <Matrix
      columns={['theme colours', 'brand colours', 'with logo']}
      rows={[
        {
          label: 'code',
          cells: [
            <QrCode key="a" {...args} size={140} hasDownloads={false} />,
            <QrCode
              key="b"
              {...args}
              size={140}
              hasDownloads={false}
              primaryColor="#0f766e"
              secondaryColor="#134e4a"
            />,
            <QrCode key="c" {...args} size={140} hasDownloads={false} logoUrl={logo} />,
          ],
        },
      ]}
    />
  ),
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelectorAll('[role="img"] svg')).toHaveLength(3), { timeout: 4000 });
  },
};
