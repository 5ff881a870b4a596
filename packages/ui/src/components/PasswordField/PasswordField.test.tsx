import { PASSWORD_MIN_LENGTH } from '@jobsite/domain/constants';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { PasswordField } from './PasswordField';

const input = () => document.querySelector('input') as HTMLInputElement;

describe('PasswordField', () => {
  it(`hides the password and hints at ${PASSWORD_MIN_LENGTH}+ characters`, () => {
    render(<PasswordField label="パスワード" />);
    expect(input().type).toBe('password');
    expect(input().getAttribute('autocomplete')).toBe('current-password');
    expect(screen.getByText(`${PASSWORD_MIN_LENGTH}文字以上で入力してください`)).toBeTruthy();
  });

  it('shows and hides the password with the toggle, by mouse and keyboard', async () => {
    const user = userEvent.setup();
    render(<PasswordField label="パスワード" defaultValue="secret123" />);
    const toggle = screen.getByRole('button', { name: 'パスワードを表示' });
    expect(toggle.getAttribute('aria-pressed')).toBe('false');
    await user.click(toggle);
    expect(input().type).toBe('text');
    expect(toggle.getAttribute('aria-pressed')).toBe('true');
    expect(input().value).toBe('secret123');

    await user.tab({ shift: true });
    expect(document.activeElement).toBe(input());
    await user.tab();
    expect(document.activeElement).toBe(toggle);
    await user.keyboard('{Enter}');
    expect(input().type).toBe('password');
  });

  it('labels the input and shows the error', () => {
    render(<PasswordField label="パスワード" error="パスワードが違います" required />);
    expect(input().getAttribute('aria-invalid')).toBe('true');
    expect(input().labels?.[0]?.textContent).toBe('パスワード必須');
  });

  it('has no axe violations', async () => {
    const { container } = render(<PasswordField label="パスワード" error="入力してください" />);
    await expectNoAxeViolations(container);
  });
});
