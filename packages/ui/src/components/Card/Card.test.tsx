import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { Card } from './Card';

describe('Card', () => {
  it('renders a div by default and keeps the class and attributes it is given', () => {
    const { container } = render(
      <Card className="page" data-testid="card">
        中身
      </Card>,
    );
    const card = screen.getByTestId('card');
    expect(card.tagName).toBe('DIV');
    expect(card.className).toContain('page');
    expect(card.className.split(' ').length).toBeGreaterThan(1);
    expect(container.textContent).toBe('中身');
  });

  it('renders a named section as a region landmark', async () => {
    const { container } = render(
      <Card as="section" aria-label="基本情報">
        <h2>基本情報</h2>
      </Card>,
    );
    expect(screen.getByRole('region', { name: '基本情報' }).tagName).toBe('SECTION');
    await expectNoAxeViolations(container);
  });

  it('gives the muted tone its own class', () => {
    render(
      <>
        <Card data-testid="default" />
        <Card tone="muted" data-testid="muted" />
      </>,
    );
    expect(screen.getByTestId('muted').className).not.toBe(screen.getByTestId('default').className);
  });
});
