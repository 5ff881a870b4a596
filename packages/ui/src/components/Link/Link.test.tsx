import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { Link, type LinkProps, LinkProvider } from './Link';

function RouterLink({ href, ...props }: LinkProps) {
  return <a href={`/app${href}`} {...props} />;
}

describe('Link', () => {
  it('renders a plain anchor by default', () => {
    render(<Link href="/driver">求人</Link>);
    expect(screen.getByRole('link', { name: '求人' }).getAttribute('href')).toBe('/driver');
  });

  it('renders internal links through the injected component', () => {
    render(
      <LinkProvider component={RouterLink}>
        <Link href="/driver">求人</Link>
        <Link href="https://e.com" external>
          外部
        </Link>
      </LinkProvider>,
    );
    expect(screen.getByRole('link', { name: '求人' }).getAttribute('href')).toBe('/app/driver');
    // External links never go through the router and say they open a new tab.
    const external = screen.getByRole('link', { name: /外部/ });
    expect(external.getAttribute('href')).toBe('https://e.com');
    expect(external.textContent).toBe('外部（新しいタブで開きます）');
  });

  it('has no axe violations', async () => {
    const { container } = render(
      <Link href="https://e.com" external>
        外部
      </Link>,
    );
    await expectNoAxeViolations(container);
  });
});
