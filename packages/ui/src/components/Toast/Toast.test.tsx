import { KEEP_LIST_FULL_MESSAGE } from '@jobsite/domain/errors';
import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { Toast } from './Toast';

afterEach(() => vi.useRealTimers());

describe('Toast', () => {
  it('announces errors assertively and other messages politely', () => {
    const { rerender } = render(
      <Toast tone="error" message={KEEP_LIST_FULL_MESSAGE} onClose={() => {}} />,
    );
    expect(screen.getByRole('alert').textContent).toContain(KEEP_LIST_FULL_MESSAGE);
    rerender(<Toast tone="success" message="保存しました" onClose={() => {}} />);
    expect(screen.getByRole('status').textContent).toContain('保存しました');
  });

  it('renders nothing without a message', () => {
    const { container } = render(<Toast message={null} onClose={() => {}} />);
    expect(container.innerHTML).toBe('');
  });

  it('dismisses itself after the duration, but not while hovered', () => {
    vi.useFakeTimers();
    const onClose = vi.fn();
    render(<Toast message="保存しました" duration={3000} onClose={onClose} />);
    const toast = screen.getByRole('status');
    act(() => vi.advanceTimersByTime(2000));
    fireEvent.mouseEnter(toast);
    act(() => vi.advanceTimersByTime(5000));
    expect(onClose).not.toHaveBeenCalled();
    fireEvent.mouseLeave(toast);
    act(() => vi.advanceTimersByTime(3000));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('closes and runs its action from buttons', async () => {
    const onClose = vi.fn();
    const undo = vi.fn();
    render(
      <Toast
        message="削除しました"
        duration={null}
        onClose={onClose}
        action={{ label: '元に戻す', onClick: undo }}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: '元に戻す' }));
    await userEvent.click(screen.getByRole('button', { name: '閉じる' }));
    expect(undo).toHaveBeenCalledTimes(1);
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('has no axe violations', async () => {
    const { container } = render(
      <Toast tone="error" message={KEEP_LIST_FULL_MESSAGE} onClose={() => {}} />,
    );
    await expectNoAxeViolations(container);
  });
});
