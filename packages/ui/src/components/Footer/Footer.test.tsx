import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { Footer, REGISTRATION_NOTE } from './Footer';
import { exampleExternalUrls, exampleLandingPages } from './fixtures';

const props = { externalUrls: exampleExternalUrls, landingPages: exampleLandingPages };
const groupTitles = () => screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);

describe('Footer', () => {
  it('shows every link group, the registration note by default, and spec routes', () => {
    render(<Footer {...props} />);
    expect(groupTitles()).toEqual([
      '求人を探す',
      'お役立ち情報',
      '運営情報',
      '採用担当者様へ',
      '職種別の会員登録',
    ]);
    expect(screen.getByText(REGISTRATION_NOTE)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'よくある質問' }).getAttribute('href')).toBe('/faq');
    expect(screen.getByRole('link', { name: 'お問い合わせ' }).getAttribute('href')).toBe(
      '/faq/#contact',
    );
    const landing = within(screen.getByRole('region', { name: '職種別の会員登録' }));
    expect(landing.getAllByRole('link')).toHaveLength(5);
  });

  it('opens external links (company site, recruiter, resume service) in a new tab', () => {
    render(<Footer {...props} />);
    for (const name of [
      /運営会社/,
      /掲載をお考えの企業様/,
      /企業様ログイン/,
      /履歴書作成サービス/,
    ]) {
      expect(screen.getByRole('link', { name }).getAttribute('target')).toBe('_blank');
    }
  });

  it('hides the recruiter and landing-page groups where asked', () => {
    render(<Footer {...props} hideRecruiterAndLandingGroups />);
    expect(groupTitles()).toEqual(['求人を探す', 'お役立ち情報', '運営情報']);
    expect(screen.queryByRole('link', { name: /企業様ログイン/ })).toBeNull();
  });

  it('leaves out the service links when the brand hides them, and only those', () => {
    render(<Footer {...props} showServiceLinks={false} />);
    expect(screen.queryByRole('link', { name: /履歴書作成サービス/ })).toBeNull();
    expect(screen.getByRole('link', { name: 'よくある質問' })).toBeTruthy();
    expect(screen.getByRole('link', { name: /運営会社/ })).toBeTruthy();
  });

  it('can hide the registration note', () => {
    render(<Footer {...props} showRegistrationNote={false} />);
    expect(screen.queryByText(REGISTRATION_NOTE)).toBeNull();
  });

  it('has no axe violations', async () => {
    const { container } = render(<Footer {...props} />);
    await expectNoAxeViolations(container);
  });
});
