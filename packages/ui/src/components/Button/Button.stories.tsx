import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button, ButtonLink } from './Button';

const meta = {
  title: 'Actions/Button',
  component: Button,
  args: { children: '応募画面へ進む' },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {};
export const Secondary: Story = { args: { tone: 'secondary', children: '話を聞いてみる' } };
export const Accent: Story = { args: { tone: 'accent', children: 'ログイン' } };
export const Ghost: Story = { args: { tone: 'ghost', children: '閉じる' } };
export const Danger: Story = { args: { tone: 'danger', children: '削除する' } };
export const Small: Story = { args: { size: 'sm' } };
export const Large: Story = { args: { size: 'lg' } };
export const FullWidth: Story = { args: { fullWidth: true } };
export const Disabled: Story = { args: { disabled: true, children: '募集終了' } };
export const Loading: Story = { args: { loading: true, children: '送信中…' } };
export const AsLink: Story = {
  render: () => <ButtonLink href="/member/signup/">会員登録（無料）</ButtonLink>,
};
