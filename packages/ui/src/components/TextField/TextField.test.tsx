import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { TextField } from './TextField';

function Controlled() {
  const [value, setValue] = useState('');
  return (
    <>
      <TextField label="お名前" value={value} onChange={(e) => setValue(e.target.value)} />
      <output>{value}</output>
    </>
  );
}

describe('TextField', () => {
  it('is labelled and typed into from the keyboard', async () => {
    const user = userEvent.setup();
    render(<Controlled />);
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'お名前' }));
    await user.keyboard('山田太郎');
    expect(screen.getByRole('status').textContent).toBe('山田太郎');
  });

  it('passes type and input attributes through and shows errors', () => {
    render(
      <TextField
        label="メールアドレス"
        type="email"
        autoComplete="email"
        required
        error="メールアドレスの形式が正しくありません"
      />,
    );
    const input = screen.getByRole('textbox', { name: /メールアドレス/ });
    expect(input.getAttribute('type')).toBe('email');
    expect(input.getAttribute('autocomplete')).toBe('email');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('メールアドレスの形式が正しくありません')).toBeTruthy();
  });

  it('has no axe violations', async () => {
    const { container } = render(
      <TextField label="お名前" hint="全角" error="入力してください" required />,
    );
    await expectNoAxeViolations(container);
  });
});
