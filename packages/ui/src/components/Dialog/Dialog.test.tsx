import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { Dialog } from './Dialog';

describe('Dialog', () => {
  it('renders nothing while closed', () => {
    render(<Dialog open={false} onClose={() => {}} title="題" />);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('is a labelled, described modal that locks page scroll', () => {
    render(
      <Dialog open onClose={() => {}} title="応募を取り消しますか？">
        元に戻せません。
      </Dialog>,
    );
    const dialog = screen.getByRole('dialog', { name: '応募を取り消しますか？' });
    expect(dialog.getAttribute('aria-describedby')).toBeTruthy();
    expect((dialog as HTMLDialogElement).open).toBe(true);
    expect(document.body.style.overflow).toBe('hidden');
  });

  it('asks to close from the close button, Escape and the backdrop', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    render(<Dialog open onClose={onClose} title="題" />);
    await user.click(screen.getByRole('button', { name: '閉じる' }));
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('dialog'));
    expect(onClose).toHaveBeenCalledTimes(3);
  });

  it('asks to close on route change, only while open', () => {
    const onClose = vi.fn();
    const { rerender } = render(<Dialog open onClose={onClose} title="題" pathname="/a" />);
    rerender(<Dialog open onClose={onClose} title="題" pathname="/b" />);
    expect(onClose).toHaveBeenCalledTimes(1);
    rerender(<Dialog open={false} onClose={onClose} title="題" pathname="/c" />);
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('restores focus and page scroll when closed', async () => {
    const { rerender } = render(
      <>
        <button type="button">開く</button>
        <Dialog open={false} onClose={() => {}} title="題" />
      </>,
    );
    const opener = screen.getByRole('button', { name: '開く' });
    opener.focus();
    rerender(
      <>
        <button type="button">開く</button>
        <Dialog open onClose={() => {}} title="題" />
      </>,
    );
    expect(document.activeElement).not.toBe(opener);
    rerender(
      <>
        <button type="button">開く</button>
        <Dialog open={false} onClose={() => {}} title="題" />
      </>,
    );
    expect(document.activeElement).toBe(opener);
    expect(document.body.style.overflow).toBe('');
  });

  it('uses role alertdialog for confirmations', () => {
    render(<Dialog open alert onClose={() => {}} title="削除しますか？" />);
    expect(screen.getByRole('alertdialog', { name: '削除しますか？' })).toBeTruthy();
  });

  it('has no axe violations', async () => {
    const { container } = render(
      <Dialog open onClose={() => {}} title="題" actions={<button type="button">OK</button>}>
        本文
      </Dialog>,
    );
    await expectNoAxeViolations(container);
  });
});
