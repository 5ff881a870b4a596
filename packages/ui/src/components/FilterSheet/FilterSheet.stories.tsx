import type { Meta, StoryObj } from '@storybook/react-vite';
import { FilterSheet, FilterSheetOpener } from './FilterSheet';

const meta = {
  title: 'Forms/FilterSheet',
  component: FilterSheet,
  args: {
    id: 'story-sheet',
    title: '条件で絞り込む',
    action: '/driver/osaka/',
    children: (
      <>
        <fieldset>
          <legend>雇用形態</legend>
          <label>
            <input type="checkbox" name="hiring" value="regular" /> 正社員
          </label>
          <label>
            <input type="checkbox" name="hiring" value="contract" /> 契約社員
          </label>
        </fieldset>
        <fieldset>
          <legend>勤務時間</legend>
          <label>
            <input type="radio" name="shift" value="day" /> 日勤
          </label>
          <label>
            <input type="radio" name="shift" value="night" /> 夜勤
          </label>
          <label>
            <input type="radio" name="shift" value="no_night" /> 夜勤なし
          </label>
        </fieldset>
      </>
    ),
    footer: <button type="submit">この条件で128件を見る</button>,
  },
} satisfies Meta<typeof FilterSheet>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Phone: the opener, then the full-screen sheet (Escape or 閉じる closes it). */
export const WithOpener: Story = {
  render: (args) => (
    <>
      <FilterSheetOpener sheetId={args.id} appliedCount={2}>
        絞り込み
      </FilterSheetOpener>
      <FilterSheet {...args} />
    </>
  ),
};

/** From the desktop width the closed sheet shows in place, as a side column's form. */
export const InPlace: Story = {};
