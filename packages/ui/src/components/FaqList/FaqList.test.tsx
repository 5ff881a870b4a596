import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { FaqList } from './FaqList';
import { exampleFaqItems } from './fixtures';

describe('FaqList', () => {
  it("shows the default heading 'よくある質問' and each question", () => {
    render(<FaqList items={exampleFaqItems} moreHref="/faq" />);
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('よくある質問');
    expect(screen.getByText('会員登録に費用はかかりますか？')).toBeTruthy();
    expect(
      screen.getByRole('link', { name: 'よくある質問をもっと見る' }).getAttribute('href'),
    ).toBe('/faq');
  });

  it('renders answers as HTML; questions are focusable summaries that toggle', async () => {
    const user = userEvent.setup();
    const { container } = render(<FaqList items={exampleFaqItems} />);
    const details = container.querySelector('details')!;
    expect(details.open).toBe(false);
    expect(details.querySelector('strong')?.textContent).toBe('無料');
    // Enter/Space on a focused <summary> is native browser behaviour; the DOM emulator
    // only implements the click, so the test checks focus order and the click.
    await user.tab();
    expect(document.activeElement?.tagName).toBe('SUMMARY');
    await user.click(document.activeElement as HTMLElement);
    expect(details.open).toBe(true);
  });

  it('never injects unsafe markup', () => {
    const { container } = render(
      <FaqList
        items={[{ name: 'Q', acceptedAnswer: { text: '<img src=x onerror="alert(1)"><b>ok</b>' } }]}
      />,
    );
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('b')?.textContent).toBe('ok');
  });

  it('has no axe violations', async () => {
    const { container } = render(<FaqList items={exampleFaqItems} defaultOpen moreHref="/faq" />);
    await expectNoAxeViolations(container);
  });
});
