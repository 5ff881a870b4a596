import { MESSAGE_LIMITS } from '@jobsite/domain/constants';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { fn } from 'storybook/test';
import { FileField, type FileFieldProps } from './FileField';

const meta = {
  title: 'Forms/FileField',
  component: FileField,
  args: {
    label: '添付ファイル',
    hint: 'PDF・画像・Word・Excel（10MBまで）',
    value: null,
    onChange: fn(),
    accept: MESSAGE_LIMITS.allowedAttachmentTypes,
  },
  render: function Render(args: FileFieldProps) {
    const [value, setValue] = useState(args.value);
    return (
      <FileField
        {...args}
        value={value}
        onChange={(file) => {
          setValue(file);
          args.onChange(file);
        }}
      />
    );
  },
} satisfies Meta<typeof FileField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const WithFile: Story = {
  args: { value: new File(['x'.repeat(350_000)], '職務経歴書.pdf', { type: 'application/pdf' }) },
};
export const TooLarge: Story = {
  args: {
    value: new File(['x'.repeat(1024)], '写真.png', { type: 'image/png' }),
    error: 'ファイルサイズは10MB以下にしてください',
  },
};
export const Disabled: Story = { args: { disabled: true } };
