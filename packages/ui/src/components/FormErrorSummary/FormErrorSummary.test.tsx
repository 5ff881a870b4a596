import { render, screen } from '@testing-library/react';
import { createRef } from 'react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { FormErrorSummary } from './FormErrorSummary';

describe('FormErrorSummary', () => {
  it('shows each message as an alert and skips empty ones', async () => {
    const { container } = render(
      <FormErrorSummary messages={['氏名を入力してください', null, false, '', 'もう一度']} />,
    );
    expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toEqual([
      '氏名を入力してください',
      'もう一度',
    ]);
    await expectNoAxeViolations(container);
  });

  it('is always there to take focus, even with nothing to show', () => {
    const ref = createRef<HTMLDivElement>();
    render(<FormErrorSummary ref={ref} messages={[]} />);
    expect(screen.queryByRole('alert')).toBeNull();
    ref.current?.focus();
    expect(document.activeElement).toBe(ref.current);
    expect(ref.current?.getAttribute('tabindex')).toBe('-1');
  });

  it('renders what follows the messages', () => {
    render(
      <FormErrorSummary messages={['保存できませんでした']}>
        <a href="/member/login/">ログイン</a>
      </FormErrorSummary>,
    );
    expect(screen.getByRole('link', { name: 'ログイン' })).toBeTruthy();
  });
});
