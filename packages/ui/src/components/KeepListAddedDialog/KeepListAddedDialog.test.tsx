import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { KeepListAddedDialog } from './KeepListAddedDialog';

const setup = (props: Partial<React.ComponentProps<typeof KeepListAddedDialog>> = {}) => {
  const onClose = vi.fn();
  const onDontShowAgainChange = vi.fn();
  const utils = render(
    <KeepListAddedDialog
      open
      onClose={onClose}
      onDontShowAgainChange={onDontShowAgainChange}
      {...props}
    />,
  );
  return { onClose, onDontShowAgainChange, ...utils };
};

describe('KeepListAddedDialog', () => {
  it("says 'Added to list!' and that saved jobs last two weeks", () => {
    setup();
    expect(screen.getByRole('dialog', { name: 'リストに追加しました！' })).toBeTruthy();
    expect(screen.getByText(/2週間保存されます/)).toBeTruthy();
    expect(screen.getByRole('link', { name: '会員登録（無料）' }).getAttribute('href')).toBe(
      '/member/signup/',
    );
    expect(screen.getByRole('link', { name: 'ログイン' }).getAttribute('href')).toBe(
      '/member/login/',
    );
  });

  it("calls back when 'Don't show next time' is ticked and unticked (keyboard too)", async () => {
    const user = userEvent.setup();
    const { onDontShowAgainChange, rerender, onClose } = setup({ dontShowAgain: false });
    const checkbox = screen.getByRole('checkbox', { name: '次回から表示しない' });
    await user.click(checkbox);
    expect(onDontShowAgainChange).toHaveBeenLastCalledWith(true);
    rerender(
      <KeepListAddedDialog
        open
        onClose={onClose}
        onDontShowAgainChange={onDontShowAgainChange}
        dontShowAgain
      />,
    );
    checkbox.focus();
    await user.keyboard(' ');
    expect(onDontShowAgainChange).toHaveBeenLastCalledWith(false);
    expect(onClose).not.toHaveBeenCalled();
  });

  it('closes by button and on route change', async () => {
    const { onClose, rerender, onDontShowAgainChange } = setup({ pathname: '/driver' });
    // The corner ✕ and the text button both close it.
    for (const button of screen.getAllByRole('button', { name: '閉じる' })) {
      await userEvent.click(button);
    }
    expect(onClose).toHaveBeenCalledTimes(2);
    rerender(
      <KeepListAddedDialog
        open
        onClose={onClose}
        onDontShowAgainChange={onDontShowAgainChange}
        pathname="/keep"
      />,
    );
    expect(onClose).toHaveBeenCalledTimes(3);
  });

  it('offers no sign-up or login to members', () => {
    setup({ showAuthLinks: false });
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('has no axe violations', async () => {
    const { container } = setup();
    await expectNoAxeViolations(container);
  });
});
