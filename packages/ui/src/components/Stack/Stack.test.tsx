import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Stack } from './Stack';

describe('Stack', () => {
  it('renders its children in the element asked for', () => {
    render(
      <Stack as="ul" aria-label="職種">
        <li>大型ドライバー</li>
        <li>施工管理</li>
      </Stack>,
    );
    const list = screen.getByRole('list', { name: '職種' });
    expect(list.tagName).toBe('UL');
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
  });

  it("gives each gap its own class and keeps the caller's class", () => {
    render(
      <>
        <Stack data-testid="small" gap="sm" />
        <Stack data-testid="large" gap="xl" className="extra" />
      </>,
    );
    const small = screen.getByTestId('small').className;
    const large = screen.getByTestId('large').className;
    expect(small).not.toBe(large.replace(' extra', ''));
    expect(large.endsWith(' extra')).toBe(true);
  });
});
