import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { fn } from 'storybook/test';
import { Button } from '../Button/Button';
import { Dialog, type DialogProps } from './Dialog';

const meta = {
  title: 'Overlays/Dialog',
  component: Dialog,
  args: {
    open: true,
    onClose: fn(),
    title: '応募を取り消しますか？',
    children: '取り消した応募は元に戻せません。',
  },
} satisfies Meta<typeof Dialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {};
export const WithActions: Story = {
  args: {
    alert: true,
    actions: (
      <>
        <Button tone="danger">取り消す</Button>
        <Button tone="ghost">キャンセル</Button>
      </>
    ),
  },
};
export const TitleOnly: Story = { args: { children: undefined, title: '保存しました' } };
/** Closed: renders nothing. */
export const Closed: Story = { args: { open: false } };
export const Toggle: Story = {
  render: function Render(args: DialogProps) {
    const [open, setOpen] = useState(false);
    return (
      <>
        <Button onClick={() => setOpen(true)}>ダイアログを開く</Button>
        <Dialog {...args} open={open} onClose={() => setOpen(false)} />
      </>
    );
  },
};
