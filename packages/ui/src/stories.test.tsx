import { composeStories, setProjectAnnotations } from '@storybook/react-vite';
import { cleanup, render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import preview from '../.storybook/preview';
import { expectNoAxeViolations } from './test/axe';

/**
 * Every story renders in the DOM emulator without errors and without axe violations, so a
 * story that breaks (or a state that is inaccessible) fails `pnpm test`, not just the
 * visual check in Storybook. Play functions run in Storybook itself.
 */
setProjectAnnotations(preview);

type StoryModule = Parameters<typeof composeStories>[0];
const modules = import.meta.glob<StoryModule>('./components/**/*.stories.tsx', { eager: true });

const cases = Object.entries(modules).flatMap(([path, module]) =>
  Object.entries(composeStories(module)).map(([name, Story]) => ({
    id: `${path.split('/')[2]} › ${name}`,
    Story: Story as unknown as React.ComponentType,
  })),
);

describe('stories', () => {
  it('finds the stories of every component', () => {
    expect(new Set(cases.map((c) => c.id.split(' › ')[0])).size).toBe(Object.keys(modules).length);
  });

  it.each(cases)('$id renders with no axe violations', async ({ Story }) => {
    const { container } = render(<Story />);
    // The container, not the page: landmark rules belong to the pages that use these.
    await expectNoAxeViolations(container);
    cleanup();
  });
});
