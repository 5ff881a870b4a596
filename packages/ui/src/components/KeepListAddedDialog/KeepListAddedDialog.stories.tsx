import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { KeepListAddedDialog } from './KeepListAddedDialog';

const meta = {
  title: 'Overlays/KeepListAddedDialog',
  component: KeepListAddedDialog,
  args: { open: true, onClose: fn(), onDontShowAgainChange: fn() },
} satisfies Meta<typeof KeepListAddedDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Visitor: Story = {};
export const Member: Story = { args: { showAuthLinks: false } };
export const DontShowAgainTicked: Story = {
  play: async ({ args, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(body.getByRole('checkbox', { name: '次回から表示しない' }));
    await expect(args.onDontShowAgainChange).toHaveBeenCalledWith(true);
  },
};
export const Mobile: Story = { globals: { viewport: { value: 'mobile', isRotated: false } } };
