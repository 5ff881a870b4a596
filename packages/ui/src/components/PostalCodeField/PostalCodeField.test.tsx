import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { PostalCodeField } from './PostalCodeField';

function Harness({ onComplete }: { onComplete?: (digits: string) => void }) {
  const [value, setValue] = useState('');
  return (
    <>
      <PostalCodeField value={value} onValueChange={setValue} onComplete={onComplete} />
      <button type="button">次へ</button>
    </>
  );
}

const input = () => screen.getByRole('textbox', { name: '郵便番号' }) as HTMLInputElement;

describe('PostalCodeField', () => {
  it('formats 7 digits as 123-4567 on blur and reports completion once', async () => {
    const user = userEvent.setup();
    const onComplete = vi.fn();
    render(<Harness onComplete={onComplete} />);
    await user.tab();
    await user.keyboard('1350061');
    expect(onComplete).toHaveBeenCalledWith('1350061');
    await user.tab();
    expect(input().value).toBe('135-0061');
    expect(onComplete).toHaveBeenCalledTimes(1);
  });

  it('accepts full-width digits', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(input());
    await user.keyboard('１３５００６１');
    await user.tab();
    expect(input().value).toBe('135-0061');
  });

  it('leaves anything but exactly 7 digits as typed', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(input());
    await user.keyboard('13500');
    await user.tab();
    expect(input().value).toBe('13500');
  });

  it('asks phones for the numeric keypad and browsers for autofill', () => {
    render(<Harness />);
    expect(input().getAttribute('inputmode')).toBe('numeric');
    expect(input().getAttribute('autocomplete')).toBe('postal-code');
  });

  it('has no axe violations', async () => {
    const { container } = render(
      <PostalCodeField value="" onValueChange={() => {}} error="郵便番号を入力してください" />,
    );
    await expectNoAxeViolations(container);
  });
});
