import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { FeatureChips } from './FeatureChips';

const features = [
  { id: 51, name: '大型トラック' },
  { id: 11, name: '未経験OK' },
  { id: 15, name: '日勤のみ' },
];

describe('FeatureChips', () => {
  it('lists each feature as a chip', () => {
    render(<FeatureChips features={features} label="特徴" />);
    const list = screen.getByRole('list', { name: '特徴' });
    expect(list.textContent).toBe('大型トラック未経験OK日勤のみ');
  });

  it('renders links when hrefs are given', () => {
    render(<FeatureChips features={[{ id: 51, name: '大型', href: '/driver/feature/51' }]} />);
    expect(screen.getByRole('link', { name: '大型' }).getAttribute('href')).toBe(
      '/driver/feature/51',
    );
  });

  it('caps the number shown and summarises the rest', () => {
    render(<FeatureChips features={features} max={1} />);
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    expect(screen.getByText('ほか2件')).toBeTruthy();
  });

  it('renders nothing without features', () => {
    const { container } = render(<FeatureChips features={[]} />);
    expect(container.innerHTML).toBe('');
  });

  it('has no axe violations', async () => {
    const { container } = render(<FeatureChips features={features} label="特徴" max={2} />);
    await expectNoAxeViolations(container);
  });
});
