import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { Button } from '../Button/Button';
import { PageLoadingBar } from './PageLoadingBar';

const meta = {
  title: 'Feedback/PageLoadingBar',
  component: PageLoadingBar,
  args: { loading: true },
} satisfies Meta<typeof PageLoadingBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {};
/** Not loading: renders nothing. */
export const Idle: Story = { args: { loading: false } };
export const SimulatedRouteChange: Story = {
  render: function Render() {
    const [loading, setLoading] = useState(false);
    return (
      <>
        <PageLoadingBar loading={loading} />
        <Button
          onClick={() => {
            setLoading(true);
            setTimeout(() => setLoading(false), 1500);
          }}
        >
          ページ遷移をシミュレート（1.5秒）
        </Button>
      </>
    );
  },
};
