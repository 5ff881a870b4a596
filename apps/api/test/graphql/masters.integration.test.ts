import {
  ALL_CARS,
  ALL_PARTICULAR_CONDITIONS,
  ALL_QUALIFICATIONS,
  ALL_WORKPLACE_STRENGTHS,
  FEATURES,
  OCCUPATION_CATEGORIES,
  OCCUPATIONS,
  PREFECTURES,
  REGIONS,
  SALARY_CHOICES,
  TREND_FEATURE_IDS,
} from '@jobsite/domain/masters';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { MUNICIPALITIES } from '../../src/data/municipalities';
import { type ApiHarness, dataOf, errorOf, withApi } from './harness';

describe('master data queries', () => {
  let api: ApiHarness;
  /** Published jobs per key, counted with plain SQL. */
  let byOccupation: Map<number, number>;
  let byPrefecture: Map<number, number>;
  let byFeature: Map<number, number>;

  const countsOf = async (query: ReturnType<typeof sql>) =>
    new Map(
      (await api.rows<{ k: number | string; n: number }>(query)).map((r) => [
        Number(r.k),
        Number(r.n),
      ]),
    );

  withApi(async (started) => {
    api = started;
    byOccupation = await countsOf(
      sql`SELECT occupation_id AS k, count(*)::int AS n FROM jobs WHERE is_published AND is_hiring AND NOT is_member_only GROUP BY 1`,
    );
    byPrefecture = await countsOf(
      sql`SELECT prefecture_code AS k, count(*)::int AS n FROM jobs WHERE is_published AND is_hiring AND NOT is_member_only GROUP BY 1`,
    );
    byFeature = await countsOf(
      sql`SELECT jf.feature_id AS k, count(*)::int AS n FROM job_features jf JOIN jobs j ON j.id = jf.job_id WHERE j.is_published AND j.is_hiring AND NOT j.is_member_only GROUP BY 1`,
    );
  });

  it('occupations: all 20 in display order with published job counts', async () => {
    const { occupations } = dataOf(
      await api.gql<{
        occupations: Array<{
          id: string;
          name: string;
          occupationNameEn: string;
          occupationCategoryId: string;
          occupationCategory: { id: string };
          publishedJobCount: number;
        }>;
      }>(
        `{ occupations { id name occupationNameEn occupationCategoryId occupationCategory { id } publishedJobCount } }`,
      ),
    );
    expect(occupations.map((o) => o.occupationNameEn)).toEqual(
      OCCUPATIONS.map((o) => o.occupationNameEn),
    );
    for (const o of occupations) {
      expect(o.publishedJobCount, o.occupationNameEn).toBe(byOccupation.get(Number(o.id)) ?? 0);
      expect(o.occupationCategory.id).toBe(o.occupationCategoryId);
    }
    expect(occupations[0]).toMatchObject({ id: '1', occupationNameEn: 'driver' });
    expect(occupations[0]!.publishedJobCount).toBeGreaterThan(occupations[19]!.publishedJobCount);

    const ofCategory = dataOf(
      await api.gql<{ occupations: Array<{ id: string }> }>(
        `{ occupations(occupationCategoryId: "3") { id } }`,
      ),
    ).occupations;
    expect(ofCategory.map((o) => o.id)).toEqual(['4', '5']);
    const one = dataOf(
      await api.gql<{ occupation: { id: string } | null; unknown: unknown }>(
        `{ occupation(occupationNameEn: "car_mechanic") { id } unknown: occupation(occupationNameEn: "pilot") { id } }`,
      ),
    );
    expect(one).toEqual({ occupation: { id: '5' }, unknown: null });
  });

  it('occupationCategories: every category with its occupations', async () => {
    const { occupationCategories } = dataOf(
      await api.gql<{
        occupationCategories: Array<{
          id: string;
          enName: string;
          occupations: Array<{ id: string }>;
        }>;
      }>(`{ occupationCategories { id enName occupations { id } } }`),
    );
    expect(occupationCategories.map((c) => c.enName)).toEqual(
      OCCUPATION_CATEGORIES.map((c) => c.enName),
    );
    const all = occupationCategories.flatMap((c) => c.occupations.map((o) => o.id));
    expect(all.sort()).toEqual(OCCUPATIONS.map((o) => String(o.id)).sort());
  });

  it('prefectures, prefecture and allRegions', async () => {
    const { prefectures } = dataOf(
      await api.gql<{
        prefectures: Array<{
          id: string;
          code: number;
          prefectureEnName: string;
          publishedJobCount: number;
          region: { id: string };
        }>;
      }>(`{ prefectures { id code prefectureEnName publishedJobCount region { id } } }`),
    );
    expect(prefectures).toHaveLength(47);
    expect(prefectures[12]).toMatchObject({
      id: '13',
      code: 13,
      prefectureEnName: 'tokyo',
      region: { id: '2' },
    });
    for (const p of prefectures) expect(p.publishedJobCount).toBe(byPrefecture.get(p.code) ?? 0);

    const lookups = dataOf(
      await api.gql(`{
        bySlug: prefecture(prefectureNameEn: "osaka") { id name }
        byCode: prefecture(code: 47) { id prefectureEnName }
        unknownSlug: prefecture(prefectureNameEn: "atlantis") { id }
        unknownCode: prefecture(code: 99) { id }
      }`),
    );
    expect(lookups).toEqual({
      bySlug: { id: '27', name: '大阪府' },
      byCode: { id: '47', prefectureEnName: 'okinawa' },
      unknownSlug: null,
      unknownCode: null,
    });
    for (const query of [
      '{ prefecture { id } }',
      '{ prefecture(code: 13, prefectureNameEn: "tokyo") { id } }',
    ]) {
      expect(errorOf(await api.gql(query)).extensions).toMatchObject({
        code: 'BAD_USER_INPUT',
        fieldErrors: { prefectureNameEn: expect.any(String), code: expect.any(String) },
      });
    }

    const { allRegions } = dataOf(
      await api.gql<{
        allRegions: Array<{ id: string; enName: string; prefectures: Array<{ code: number }> }>;
      }>(`{ allRegions { id enName prefectures { code } } }`),
    );
    expect(allRegions.map((r) => r.enName)).toEqual(REGIONS.map((r) => r.enName));
    expect(
      allRegions.flatMap((r) => r.prefectures.map((p) => p.code)).sort((a, b) => a - b),
    ).toEqual(PREFECTURES.map((p) => p.code));
  });

  it('municipality, municipalities and searchMunicipalities with published job counts', async () => {
    const [top] = await api.rows<{ code: string; n: number }>(
      sql`SELECT municipality_code AS code, count(*)::int AS n FROM jobs WHERE is_published AND is_hiring AND NOT is_member_only GROUP BY 1 ORDER BY 2 DESC, 1 LIMIT 1`,
    );
    const data = dataOf(
      await api.gql<{
        municipality: {
          id: string;
          name: string;
          publishedJobCount: number;
          prefecture: { code: number };
        };
        withCheckDigit: { id: string } | null;
        unknown: unknown;
        municipalities: Array<{ id: string }>;
      }>(
        `query($id: ID!) {
          municipality(id: $id) { id name publishedJobCount prefecture { code } }
          withCheckDigit: municipality(id: "131016") { id }
          unknown: municipality(id: "99999") { id }
          municipalities(ids: ["13104", "99999", "01101", "13101"]) { id }
        }`,
        { id: top!.code },
      ),
    );
    const master = MUNICIPALITIES.find((m) => m.code === top!.code)!;
    expect(data.municipality).toEqual({
      id: master.code,
      name: master.name,
      publishedJobCount: Number(top!.n),
      prefecture: { code: master.prefectureCode },
    });
    expect(data.withCheckDigit).toEqual({ id: '13101' });
    expect(data.unknown).toBeNull();
    expect(data.municipalities.map((m) => m.id)).toEqual(['13104', '01101', '13101']);

    const { searchMunicipalities } = dataOf(
      await api.gql<{
        searchMunicipalities: Array<{ id: string; name: string; publishedJobCount: number }>;
      }>(`{ searchMunicipalities(prefectureNameEn: "tokyo") { id name publishedJobCount } }`),
    );
    const tokyo = MUNICIPALITIES.filter((m) => m.prefectureCode === 13)
      .map((m) => m.code)
      .sort();
    expect(searchMunicipalities.map((m) => m.id)).toEqual(tokyo);
    const counts = await api.rows<{ code: string; n: number }>(
      sql`SELECT municipality_code AS code, count(*)::int AS n FROM jobs WHERE is_published AND is_hiring AND NOT is_member_only AND prefecture_code = 13 GROUP BY 1`,
    );
    const expected = new Map(counts.map((r) => [r.code, Number(r.n)]));
    for (const m of searchMunicipalities)
      expect(m.publishedJobCount, m.name).toBe(expected.get(m.id) ?? 0);

    const shinjuku = dataOf(
      await api.gql<{ byName: Array<{ name: string }>; byKana: Array<{ name: string }> }>(
        `{ byName: searchMunicipalities(prefectureNameEn: "tokyo", keyword: "新宿") { name }
           byKana: searchMunicipalities(prefectureNameEn: "tokyo", keyword: "しんじゅく") { name } }`,
      ),
    );
    expect(shinjuku.byName).toEqual([{ name: '新宿区' }]);
    expect(shinjuku.byKana).toEqual([{ name: '新宿区' }]);
    expect(
      errorOf(await api.gql(`{ searchMunicipalities(prefectureNameEn: "atlantis") { id } }`))
        .extensions.code,
    ).toBe('NOT_FOUND');
  });

  it('postalAddress: the prefecture, municipality and town of a postal code, as typed', async () => {
    const FIELDS =
      'postalCode prefecture { id name } municipality { id name } municipalityName town';
    const found = dataOf(
      await api.gql<Record<string, unknown>>(
        `{ plain: postalAddress(postalCode: "5990301") { ${FIELDS} }
           wide: postalAddress(postalCode: "５９９－０３０１") { ${FIELDS} }
           whole: postalAddress(postalCode: "060-0000") { ${FIELDS} }
           unknown: postalAddress(postalCode: "999-9999") { ${FIELDS} } }`,
      ),
    );
    const misaki = MUNICIPALITIES.find((m) => m.prefectureCode === 27 && m.name === '泉南郡岬町');
    const expected = {
      postalCode: '5990301',
      prefecture: { id: '27', name: '大阪府' },
      municipality: { id: misaki?.code, name: '泉南郡岬町' },
      municipalityName: '泉南郡岬町',
      town: '淡輪',
    };
    expect(found.plain).toEqual(expected);
    expect(found.wide).toEqual(expected);
    expect(found.whole).toMatchObject({
      prefecture: { id: '1' },
      municipalityName: '札幌市中央区',
      town: null,
    });
    expect(found.unknown).toBeNull();
    const bad = errorOf(await api.gql(`{ postalAddress(postalCode: "12-34") { postalCode } }`));
    expect(bad.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fieldErrors: { postalCode: '郵便番号は7桁の数字で入力してください' },
    });
  });

  it('features (all, per occupation, one) and trendFeatures with counts', async () => {
    const all = dataOf(
      await api.gql<{
        features: Array<{
          id: string;
          publishedJobCount: number;
          category: { id: string; name: string };
        }>;
      }>(`{ features { id publishedJobCount category { id name } } }`),
    ).features;
    expect(all.map((f) => f.id)).toEqual(FEATURES.map((f) => String(f.id)));
    for (const f of all) expect(f.publishedJobCount, f.id).toBe(byFeature.get(Number(f.id)) ?? 0);
    expect(all.find((f) => f.id === '51')!.category).toEqual({
      id: 'vehicle',
      name: expect.any(String),
    });

    const perOccupation = await countsOf(
      sql`SELECT jf.feature_id AS k, count(*)::int AS n FROM job_features jf JOIN jobs j ON j.id = jf.job_id
          WHERE j.is_published AND j.is_hiring AND NOT j.is_member_only AND j.occupation_id = 5 GROUP BY 1`,
    );
    const mechanic = dataOf(
      await api.gql<{ features: Array<{ id: string; publishedJobCount: number }> }>(
        `{ features(occupation: "car_mechanic") { id publishedJobCount } }`,
      ),
    ).features;
    expect(mechanic.length).toBeGreaterThan(0);
    expect(mechanic.map((f) => Number(f.id)).sort((a, b) => a - b)).toEqual(
      [...perOccupation.keys()].sort((a, b) => a - b),
    );
    for (const f of mechanic) expect(f.publishedJobCount).toBe(perOccupation.get(Number(f.id)));

    const trend = dataOf(
      await api.gql<{
        trendFeatures: Array<{ id: string }>;
        three: Array<{ id: string }>;
        one: { name: string };
        none: null;
      }>(
        `{ trendFeatures { id } three: trendFeatures(limit: 3) { id } one: feature(id: "69") { name } none: feature(id: "9999") { name } }`,
      ),
    );
    expect(trend.trendFeatures.map((f) => Number(f.id))).toEqual(TREND_FEATURE_IDS.slice(0, 10));
    expect(trend.three.map((f) => Number(f.id))).toEqual(TREND_FEATURE_IDS.slice(0, 3));
    expect(trend.one).toEqual({ name: 'タクシー' });
    expect(trend.none).toBeNull();
    expect(errorOf(await api.gql(`{ features(occupation: "pilot") { id } }`)).extensions.code).toBe(
      'NOT_FOUND',
    );
  });

  it('option lists and qualifications from the domain', async () => {
    const data = dataOf(
      await api.gql<{
        allQualifications: Array<{
          id: string;
          category: { id: string };
          occupationCategories: Array<{ id: string }>;
        }>;
        mechanic: Array<{ id: string }>;
        allSalaryRanges: Array<{ value: number; label: string }>;
        allCars: Array<{ id: string; name: string }>;
        allParticularConditions: Array<{ id: string }>;
        allWorkplaceStrengths: Array<{ id: string }>;
      }>(`{
        allQualifications { id category { id } occupationCategories { id } }
        mechanic: allQualifications(occupationCategoryIds: ["3"]) { id }
        allSalaryRanges { value label }
        allCars { id name }
        allParticularConditions { id }
        allWorkplaceStrengths { id }
      }`),
    );
    expect(data.allQualifications.map((q) => q.id)).toEqual(
      ALL_QUALIFICATIONS.map((q) => String(q.id)),
    );
    expect(data.mechanic.map((q) => q.id)).toEqual(
      ALL_QUALIFICATIONS.filter((q) => q.occupationCategoryIds.includes(3)).map((q) =>
        String(q.id),
      ),
    );
    expect(data.allSalaryRanges).toEqual(SALARY_CHOICES.map((c) => ({ ...c })));
    expect(data.allCars).toEqual(ALL_CARS.map((c) => ({ id: String(c.id), name: c.name })));
    expect(data.allParticularConditions).toHaveLength(ALL_PARTICULAR_CONDITIONS.length);
    expect(data.allWorkplaceStrengths).toHaveLength(ALL_WORKPLACE_STRENGTHS.length);
  });

  it('trademark by id, null when unknown', async () => {
    const [row] = await api.rows<{ id: number; name: string; display_service_links: boolean }>(
      sql`SELECT id, name, display_service_links FROM trademarks ORDER BY id LIMIT 1`,
    );
    const data = dataOf(
      await api.gql(
        `query($id: ID!) { trademark(id: $id) { id name displayServiceLinks } none: trademark(id: "987654") { id } }`,
        {
          id: String(row!.id),
        },
      ),
    );
    expect(data).toEqual({
      trademark: {
        id: String(row!.id),
        name: row!.name,
        displayServiceLinks: row!.display_service_links,
      },
      none: null,
    });
  });
});
