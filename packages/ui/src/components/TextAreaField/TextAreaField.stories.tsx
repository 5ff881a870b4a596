import type { Meta, StoryObj } from '@storybook/react-vite';
import { TextAreaField } from './TextAreaField';

const meta = {
  title: 'Forms/TextAreaField',
  component: TextAreaField,
  args: { label: 'お問い合わせ内容', placeholder: 'ご質問やご相談の内容をご記入ください' },
} satisfies Meta<typeof TextAreaField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const Required: Story = { args: { required: true, hint: '2,000文字以内' } };
export const WithError: Story = { args: { required: true, error: '入力してください' } };
export const Disabled: Story = { args: { disabled: true, defaultValue: '送信済みの内容' } };
