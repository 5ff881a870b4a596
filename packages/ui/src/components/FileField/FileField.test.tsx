import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { FileField, formatFileSize } from './FileField';

function Harness({ onChange }: { onChange: (file: File | null) => void }) {
  const [value, setValue] = useState<File | null>(null);
  return (
    <FileField
      label="添付ファイル"
      value={value}
      accept={['application/pdf', 'image/png']}
      onChange={(file) => {
        setValue(file);
        onChange(file);
      }}
    />
  );
}

const input = () => document.querySelector('input[type="file"]') as HTMLInputElement;

describe('formatFileSize', () => {
  it.each([
    [10, '1 KB'],
    [350_000, '342 KB'],
    [1024 * 1024 * 1.25, '1.3 MB'],
  ])('%i bytes → %s', (bytes, label) => expect(formatFileSize(bytes)).toBe(label));
});

describe('FileField', () => {
  it('attaches a file, shows its name and size, and removes it', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    expect(input().getAttribute('accept')).toBe('application/pdf,image/png');
    expect(screen.getByText('選択されていません')).toBeTruthy();

    const file = new File(['%PDF'], '職務経歴書.pdf', { type: 'application/pdf' });
    await user.upload(input(), file);
    expect(onChange).toHaveBeenLastCalledWith(file);
    expect(screen.getByText('職務経歴書.pdf')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: /^削除\s*：職務経歴書\.pdf$/ }));
    expect(onChange).toHaveBeenLastCalledWith(null);
    expect(screen.getByText('選択されていません')).toBeTruthy();
    expect(document.activeElement).toBe(input());
  });

  it('is labelled and keyboard focusable through the native input', async () => {
    render(<Harness onChange={() => {}} />);
    await userEvent.tab();
    expect(document.activeElement).toBe(input());
    expect(input().labels?.[0]?.textContent).toBe('添付ファイル');
  });

  it('has no axe violations, empty and with a file and an error', async () => {
    const { container } = render(
      <FileField
        label="添付ファイル"
        value={new File(['x'], 'a.png', { type: 'image/png' })}
        onChange={() => {}}
        error="ファイルサイズは10MB以下にしてください"
      />,
    );
    await expectNoAxeViolations(container);
  });
});
