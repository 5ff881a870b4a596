import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { Alert } from './Alert';

describe('Alert', () => {
  it('announces an error as an alert and other tones as a status', async () => {
    const { container } = render(
      <>
        <Alert>入力内容をご確認ください</Alert>
        <Alert tone="success">保存しました</Alert>
      </>,
    );
    expect(screen.getByRole('alert').textContent).toBe('入力内容をご確認ください');
    expect(screen.getByRole('status').textContent).toBe('保存しました');
    await expectNoAxeViolations(container);
  });

  it('has no live role when it is part of the page from the start', () => {
    render(
      <Alert tone="info" live={false}>
        応募後に企業からメッセージが届きます
      </Alert>,
    );
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByText('応募後に企業からメッセージが届きます').tagName).toBe('P');
  });

  it("gives each tone its own class and keeps the caller's class", () => {
    render(
      <>
        <Alert as="div" tone="danger" className="extra">
          a
        </Alert>
        <Alert tone="warning">b</Alert>
      </>,
    );
    const danger = screen.getByText('a');
    expect(danger.tagName).toBe('DIV');
    expect(danger.className.endsWith(' extra')).toBe(true);
    expect(danger.className.replace(' extra', '')).not.toBe(screen.getByText('b').className);
  });
});
