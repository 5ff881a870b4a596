import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { TextAreaField } from './TextAreaField';

describe('TextAreaField', () => {
  it('is labelled, typed into and passes attributes through', async () => {
    const user = userEvent.setup();
    render(<TextAreaField label="お問い合わせ内容" name="message" maxLength={2000} />);
    const textarea = screen.getByRole('textbox', { name: 'お問い合わせ内容' });
    await user.type(textarea, '求人について');
    expect((textarea as HTMLTextAreaElement).value).toBe('求人について');
    expect(textarea.getAttribute('name')).toBe('message');
    expect(textarea.getAttribute('maxlength')).toBe('2000');
    expect(textarea.getAttribute('rows')).toBe('6');
  });

  it('marks the control invalid and reads the error with it', async () => {
    const { container } = render(
      <TextAreaField label="お問い合わせ内容" required error="入力してください" />,
    );
    const textarea = screen.getByRole('textbox', { name: /お問い合わせ内容/ });
    expect(textarea.getAttribute('aria-invalid')).toBe('true');
    const describedBy = textarea.getAttribute('aria-describedby') ?? '';
    expect(document.getElementById(describedBy)?.textContent).toContain('入力してください');
    await expectNoAxeViolations(container);
  });
});
