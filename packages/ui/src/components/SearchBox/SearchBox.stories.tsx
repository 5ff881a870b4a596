import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect } from 'react';
import { attachSearchBoxSuggestions } from './combobox';
import { sampleSource } from './fixtures';
import { SearchBox } from './SearchBox';

const meta = {
  title: 'Search/SearchBox',
  component: SearchBox,
  args: { id: 'story-search' },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof SearchBox>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The plain form: what a browser without JavaScript gets. */
export const Empty: Story = {};
export const Filled: Story = { args: { defaultKeyword: '4t 夜勤', defaultPlace: '大阪府' } };
/** On a list: the occupation travels as a hidden field. */
export const OnOccupationList: Story = { args: { occupation: 'driver' } };
/** The home hero: larger boxes. */
export const Large: Story = { args: { size: 'lg' } };
/** One column at every width (the phone menu). */
export const Stacked: Story = { args: { layout: 'stacked' } };

/** Suggestions from sample data: type 大 in either box, then use ↑ ↓ Enter Escape. */
export const WithSuggestions: Story = {
  args: { id: 'story-suggest', suggestions: true },
  decorators: [
    (Story) => {
      useEffect(() => {
        const form = document.getElementById('story-suggest');
        if (!(form instanceof HTMLFormElement)) return;
        return attachSearchBoxSuggestions(form, sampleSource);
      }, []);
      return <Story />;
    },
  ],
};
