import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { LinkProvider } from '../Link/Link';
import { Button, ButtonLink } from './Button';

describe('Button', () => {
  it('is a non-submitting button that calls onClick from keyboard and mouse', async () => {
    const onClick = vi.fn();
    render(<Button onClick={onClick}>応募する</Button>);
    const button = screen.getByRole('button', { name: '応募する' });
    expect(button).toHaveProperty('type', 'button');
    await userEvent.click(button);
    button.focus();
    await userEvent.keyboard('{Enter}');
    expect(onClick).toHaveBeenCalledTimes(2);
  });

  it('does not fire when disabled', async () => {
    const onClick = vi.fn();
    render(
      <Button disabled onClick={onClick}>
        募集終了
      </Button>,
    );
    await userEvent.click(screen.getByRole('button'));
    expect(onClick).not.toHaveBeenCalled();
  });

  it('while loading: busy, disabled, and named by its label alone', async () => {
    const onClick = vi.fn();
    const { container, rerender } = render(
      <Button type="submit" loading onClick={onClick}>
        送信中…
      </Button>,
    );
    const button = screen.getByRole('button', { name: '送信中…' });
    expect(button.getAttribute('aria-busy')).toBe('true');
    expect(button).toHaveProperty('disabled', true);
    expect(container.querySelector('[aria-hidden="true"]')).not.toBeNull();
    await userEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
    await expectNoAxeViolations(container);

    rerender(
      <Button type="submit" onClick={onClick}>
        送信する
      </Button>,
    );
    const idle = screen.getByRole('button', { name: '送信する' });
    expect(idle.hasAttribute('aria-busy')).toBe(false);
    expect(idle).toHaveProperty('disabled', false);
    expect(container.querySelector('[aria-hidden="true"]')).toBeNull();
  });

  it('renders ButtonLink through the injected link component', () => {
    const Injected = vi.fn((props: { href: string; children?: React.ReactNode }) => (
      <a data-router="yes" href={props.href}>
        {props.children}
      </a>
    ));
    render(
      <LinkProvider component={Injected}>
        <ButtonLink href="/member/signup/">会員登録</ButtonLink>
      </LinkProvider>,
    );
    expect(screen.getByRole('link', { name: '会員登録' }).dataset.router).toBe('yes');
  });

  it('opens external links in a new tab without the router', () => {
    render(
      <ButtonLink external href="https://example.com/">
        掲載をお考えの企業様
      </ButtonLink>,
    );
    const link = screen.getByRole('link', { name: /掲載をお考えの企業様/ });
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    expect(link.textContent).toContain('新しいタブ');
  });

  it('has no axe violations', async () => {
    const { container } = render(
      <>
        <Button>応募する</Button>
        <ButtonLink href="/">トップ</ButtonLink>
      </>,
    );
    await expectNoAxeViolations(container);
  });
});
