import { describe, expect, it } from 'vitest';
import { MARKETING } from '../constants';
import { findFeatureById } from './features';
import {
  createLandingPages,
  DEFAULT_LANDING_PAGE_BASE_URL,
  findLandingPage,
  findLandingPageByFeatureId,
  LANDING_PAGE_KEYS,
  LANDING_PAGES,
  landingPageFor,
  SIGNUP_FALLBACK_PATH,
} from './landing-pages';
import { findOccupationBySlug } from './occupations';

const CONFIG_KEYS = [
  'basePath',
  'buttonTextPc',
  'buttonTextSp',
  'ctaTextPc',
  'isExternal',
  'jobsFeatureId',
  'jobsOccupation',
  'jobsTitle',
  'occupation',
];

describe('LANDING_PAGES', () => {
  it('has one external page per key of spec §2, in order', () => {
    expect(LANDING_PAGES.map((p) => p.occupation)).toEqual([
      'driver',
      'dump',
      'garbage_truck',
      'mixer_truck',
      'tanker',
      'taxi',
      'trailer',
      'industrial_waste',
      'forklift',
      'manufacturing',
      'construction_management_engineer',
    ]);
    expect(LANDING_PAGE_KEYS).toEqual(LANDING_PAGES.map((p) => p.occupation));
  });

  it('uses exactly the config fields of the spec', () => {
    for (const page of LANDING_PAGES) expect(Object.keys(page).sort()).toEqual(CONFIG_KEYS);
    expect(Object.keys(landingPageFor('painting')).sort()).toEqual(CONFIG_KEYS);
  });

  it('points to distinct external URLs on an example.jp host', () => {
    for (const page of LANDING_PAGES) {
      expect(page.isExternal).toBe(true);
      expect(new URL(page.basePath).hostname).toMatch(/(^|\.)example\.jp$/);
      expect(page.basePath.startsWith(DEFAULT_LANDING_PAGE_BASE_URL)).toBe(true);
    }
    expect(new Set(LANDING_PAGES.map((p) => p.basePath)).size).toBe(LANDING_PAGES.length);
  });

  it('promises the 30-second sign-up and income raise within 3 days', () => {
    for (const page of LANDING_PAGES) {
      expect(page.ctaTextPc).toContain(`${MARKETING.signupSeconds}秒`);
      expect(page.ctaTextPc).toContain(`${MARKETING.incomeRaiseDays}日以内に年収アップ`);
      expect(page.buttonTextSp).toContain(`${MARKETING.signupSeconds}秒`);
    }
  });

  it('shows jobs of a real occupation, narrowed by a real feature when set', () => {
    for (const page of LANDING_PAGES) {
      expect(findOccupationBySlug(page.jobsOccupation)).toBeDefined();
      if (page.jobsFeatureId !== null) expect(findFeatureById(page.jobsFeatureId)).toBeDefined();
    }
    expect(findLandingPage('dump')?.jobsFeatureId).toBe(152);
    expect(findLandingPage('taxi')?.jobsFeatureId).toBe(69);
    expect(findLandingPageByFeatureId(155)?.occupation).toBe('industrial_waste');
    expect(findLandingPageByFeatureId(51)).toBeUndefined();
    expect(findLandingPageByFeatureId(null)).toBeUndefined();
  });

  it('builds the pages on a configured host', () => {
    const pages = createLandingPages('https://lp.staging.example.jp/');
    expect(findLandingPage('driver', pages)?.basePath).toBe(
      'https://lp.staging.example.jp/driver/',
    );
    expect(landingPageFor('taxi', pages).basePath).toBe('https://lp.staging.example.jp/taxi/');
  });
});

describe('landingPageFor', () => {
  it('returns the external page of occupations that have one', () => {
    expect(landingPageFor('driver')).toBe(findLandingPage('driver'));
    expect(landingPageFor('construction_management_engineer').isExternal).toBe(true);
  });

  it('falls back to the internal sign-up page for other occupations', () => {
    const page = landingPageFor('car_mechanic');
    expect(page).toMatchObject({
      occupation: 'car_mechanic',
      basePath: SIGNUP_FALLBACK_PATH,
      isExternal: false,
      jobsOccupation: 'car_mechanic',
      jobsFeatureId: null,
    });
    expect(SIGNUP_FALLBACK_PATH).toBe('/member/signup/');
    expect(page.jobsTitle).toBe('自動車整備士の求人');
  });

  it('falls back without an occupation for unknown keys', () => {
    expect(findLandingPage('unknown')).toBeUndefined();
    expect(landingPageFor('unknown')).toMatchObject({
      basePath: SIGNUP_FALLBACK_PATH,
      isExternal: false,
      jobsOccupation: null,
    });
  });
});
