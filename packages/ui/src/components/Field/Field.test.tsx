import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { Field, Fieldset } from './Field';

describe('Field', () => {
  it('labels the control and describes it by hint and error', async () => {
    const { container } = render(
      <Field label="お名前" hint="全角で入力" error="お名前を入力してください" required>
        {(props) => <input {...props} />}
      </Field>,
    );
    const input = screen.getByRole('textbox', { name: /お名前/ });
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.hasAttribute('required')).toBe(true);
    const described = (input.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent);
    expect(described).toEqual(['全角で入力', 'お名前を入力してください']);
    expect(screen.getByText('必須')).toBeTruthy();
    await expectNoAxeViolations(container);
  });

  it('has no aria-invalid or description without hint and error; shows 任意 when optional', () => {
    render(
      <Field label="メモ" required={false}>
        {(props) => <input {...props} />}
      </Field>,
    );
    const input = screen.getByRole('textbox', { name: /メモ/ });
    expect(input.hasAttribute('aria-invalid')).toBe(false);
    expect(input.hasAttribute('aria-describedby')).toBe(false);
    expect(screen.getByText('任意')).toBeTruthy();
  });

  it('groups controls under a legend', async () => {
    const { container } = render(
      <Fieldset label="連絡方法" error="選択してください">
        {({ invalid }) => (
          <label>
            <input type="radio" name="m" aria-invalid={invalid || undefined} />
            メール
          </label>
        )}
      </Fieldset>,
    );
    expect(
      screen.getByRole('group', { name: '連絡方法' }).getAttribute('aria-describedby'),
    ).toBeTruthy();
    await expectNoAxeViolations(container);
  });
});
