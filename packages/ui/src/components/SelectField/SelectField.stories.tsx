import { StartTiming } from '@jobsite/domain/enums';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { SelectField } from './SelectField';

const options = StartTiming.options;

const meta = {
  title: 'Forms/SelectField',
  component: SelectField,
  args: { label: '希望転職時期', options },
} satisfies Meta<typeof SelectField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const Selected: Story = { args: { defaultValue: 'within_month' } };
export const Required: Story = { args: { required: true } };
export const WithError: Story = {
  args: { required: true, error: '希望転職時期を選択してください' },
};
export const NoPlaceholder: Story = { args: { placeholder: null } };
export const Disabled: Story = { args: { disabled: true } };
