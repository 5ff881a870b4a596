import type { Meta, StoryObj } from '@storybook/react-vite';
import { Field, Fieldset } from './Field';
import { control } from './Field.css';

const meta = {
  title: 'Forms/Field',
  component: Field,
  args: {
    label: 'お名前',
    children: (props) => <input className={control} {...props} />,
  },
} satisfies Meta<typeof Field>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Plain: Story = {};
export const Required: Story = { args: { required: true } };
export const Optional: Story = { args: { required: false } };
export const WithHint: Story = { args: { hint: '姓と名の間にスペースを入れてください' } };
export const WithError: Story = { args: { required: true, error: 'お名前を入力してください' } };
export const Group: StoryObj<typeof Fieldset> = {
  render: () => (
    <Fieldset label="連絡方法" hint="どちらか一方を選んでください">
      {() => <p>（グループの中身）</p>}
    </Fieldset>
  ),
};
