import { findOccupationBySlug, findPrefectureBySlug } from '@jobsite/domain/masters';
import { describe, expect, it } from 'vitest';
import { searchInputOfForm } from '../features/job-list/live-count';
import { listSearchString, parseListSearchParams } from './list-query';
import { listPath, locateList, parseSearchListRoute } from './routes';
import { searchInputOf } from './search-input';

const driver = findOccupationBySlug('driver')!;
const osaka = findPrefectureBySlug('osaka')!;

const sorted = (input: Record<string, unknown>) =>
  Object.fromEntries(
    Object.entries(input).map(([key, value]) => [
      key,
      Array.isArray(value) ? [...value].map(String).sort() : value,
    ]),
  );

describe('the search input of a URL', () => {
  it('is what the sheet’s live count asks for the same form', () => {
    const search =
      'keyword=冷凍&feature=51.11&city=27127.27128&hiring=regular&salary=300000&annual=5000000&shift=night&new=7&closed=1&near=27127&km=20';
    const route = parseSearchListRoute('driver', ['osaka'], new URLSearchParams(search));
    expect(route).not.toBeNull();
    const page = searchInputOf(
      {
        prefectureNameEn: route?.scope.prefecture?.prefectureEnName,
        municipalityId: route?.scope.municipalityId,
        featureId: route?.scope.feature?.id,
      },
      route!.query,
    );
    const form = new FormData();
    for (const [name, value] of new URLSearchParams(search)) {
      for (const item of value.split('.')) form.append(name, item);
    }
    expect(sorted(searchInputOfForm(form, 'osaka'))).toEqual(sorted(page));
    expect(page).toMatchObject({
      keyword: '冷凍',
      minimumMonthlySalary: 300000,
      minimumAnnualSalary: 5000000,
      shift: 'night',
      publishedWithinDays: 7,
      includeClosed: true,
      near: { municipalityId: '27127', radiusKm: 20 },
    });
  });
});

describe('one address per list', () => {
  it('puts a single municipality, else a feature, in the path', () => {
    const query = parseListSearchParams(new URLSearchParams('city=27127&feature=51.11'));
    expect(listPath({ occupation: driver, prefecture: osaka }, query)).toBe(
      '/driver/osaka/27127/?feature=11.51',
    );
    const features = parseListSearchParams(new URLSearchParams('feature=51.11&shift=day'));
    expect(listPath({ occupation: driver, prefecture: osaka }, features)).toBe(
      '/driver/osaka/feature_11?feature=51&shift=day',
    );
    const cities = parseListSearchParams(new URLSearchParams('city=27127.27128'));
    expect(listPath({ occupation: driver, prefecture: osaka }, cities)).toBe(
      '/driver/osaka/?city=27127.27128',
    );
    // The path's feature stays in the path when it is still chosen.
    const located = locateList(
      { occupation: driver, prefecture: osaka, feature: { id: 51, name: '大型' } },
      { ...features, featureIds: [11] },
    );
    expect(located.scope.feature?.id).toBe(51);
    expect(listSearchString(located.query)).toBe('?feature=11&shift=day');
  });
});
