import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { CompanyCard } from './CompanyCard';

const company = {
  id: 7,
  name: '株式会社東京ロジスティクス',
  href: '/company/7',
  addressLine: '東京都江東区新木場1-2-3',
  employeeNumber: 1240,
  businessDescription: 'あ'.repeat(200),
  jobCount: 12,
};

describe('CompanyCard', () => {
  it('shows name link, facts, a cut description and the jobs link', () => {
    render(<CompanyCard company={company} descriptionLength={50} />);
    expect(screen.getByRole('link', { name: company.name }).getAttribute('href')).toBe(
      '/company/7',
    );
    expect(screen.getByText('1,240名')).toBeTruthy();
    expect(screen.getByText(`${'あ'.repeat(50)}...`)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'この企業の求人を見る（12件）' })).toBeTruthy();
  });

  it('works with the name only', () => {
    render(<CompanyCard company={{ id: 1, name: '有限会社山田建設' }} />);
    expect(screen.getByRole('heading').textContent).toBe('有限会社山田建設');
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('has no axe violations', async () => {
    const { container } = render(<CompanyCard company={company} />);
    await expectNoAxeViolations(container);
  });
});
