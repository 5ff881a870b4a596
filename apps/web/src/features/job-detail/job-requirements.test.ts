import { describe, expect, it } from 'vitest';
import {
  buildJobRequirements,
  employmentText,
  mapSearchUrl,
  type RequirementsJob,
} from './job-requirements';

/** A job as the catalogue writes it: summaries repeating the fields, notes repeating shifts. */
function catalogueJob(overrides: Partial<RequirementsJob> = {}): RequirementsJob {
  return {
    occupation: { id: '1', name: '大型ドライバー', occupationNameEn: 'driver' },
    hiringType: 'regular',
    contractCategory: '正社員（試用期間6ヶ月・期間中は月給2万円減）',
    salaryOption: 'monthly',
    lowestSalary: 250000,
    highestSalary: 350000,
    prefecture: { name: '大阪府', prefectureEnName: 'osaka' },
    municipality: { id: '27366', name: '泉南郡岬町' },
    addressLine: '淡輪2927番地',
    buildingName: null,
    zipCode: '5990301',
    workingTimes: [
      { attendanceTime: '08:00', leaveTime: '17:00', shift: 'day' },
      { attendanceTime: '22:00', leaveTime: '05:00', shift: 'night' },
    ],
    offices: [{ name: '岬営業所', nearestStation: 'みさき駅' }],
    jobDetail: {
      jobDescriptionOption: '大型トラックで関西圏の倉庫間を運ぶお仕事です。',
      locationNote: '大阪府泉南郡岬町の岬営業所での勤務です。\nみさき駅から徒歩10分です。',
      workingTimeOption: '8:00〜17:00\n22:00〜翌5:00\n休憩60分\n※残業は月平均10時間程度です。',
      holidayOption: '週休2日制（土日）\n年末年始休暇',
      qualificationOption: '大型自動車免許',
      welfareOption: '社会保険完備\n交通費支給',
    },
    summaries: [
      { title: '職種', body: '大型ドライバー' },
      { title: '雇用形態', body: '正社員' },
      { title: '給与', body: '月給 25万円〜35万円' },
      { title: '勤務地', body: '大阪府泉南郡岬町' },
      { title: '勤務時間', body: '8:00〜17:00 / 22:00〜翌5:00' },
      { title: '休日', body: '週休2日制（土日）' },
    ],
    ...overrides,
  };
}

const normalise = (text: string) => text.replace(/[\s（）()・、,/／:：]/g, '');

describe('buildJobRequirements', () => {
  it('gives the rows in the order seekers read them', () => {
    const { rows } = buildJobRequirements(catalogueJob());
    expect(rows.map((row) => row.label)).toEqual([
      '仕事内容',
      '給与',
      '勤務地・アクセス',
      '勤務時間',
      '休日・休暇',
      '応募資格',
      '待遇・福利厚生',
    ]);
  });

  it('says no fact twice: no line of one row repeats a line of another or of itself', () => {
    const { rows } = buildJobRequirements(catalogueJob());
    const lines = rows.flatMap((row) => row.lines.flatMap((p) => p.split('\n')));
    const keys = lines.map(normalise);
    expect(new Set(keys).size).toBe(keys.length);
    // No line is contained in another line (a shift in the hours note, a summary's fact).
    for (const [i, key] of keys.entries()) {
      for (const [j, other] of keys.entries()) {
        if (i !== j) expect(other.includes(key), `${lines[i]} within ${lines[j]}`).toBe(false);
      }
    }
  });

  it('keeps the summaries that add something, once', () => {
    const { rows } = buildJobRequirements(
      catalogueJob({
        summaries: [
          { title: '給与', body: '月給 25万円〜35万円' },
          { title: '賞与', body: '年2回（業績による）' },
        ],
      }),
    );
    expect(rows.filter((row) => row.label === '給与')).toHaveLength(1);
    expect(rows.at(-1)).toEqual({ key: 'other', label: '賞与', lines: ['年2回（業績による）'] });
  });

  it('writes the full address with the postal code, the station and a map link', () => {
    const { rows, address, mapUrl } = buildJobRequirements(
      catalogueJob({
        jobDetail: { ...catalogueJob().jobDetail, locationNote: null },
      }),
    );
    expect(address).toBe('大阪府泉南郡岬町淡輪2927番地');
    const place = rows.find((row) => row.key === 'place')!;
    expect(place.lines).toEqual([
      '岬営業所',
      '〒599-0301 大阪府泉南郡岬町淡輪2927番地',
      '最寄り駅：みさき駅',
    ]);
    expect(mapUrl).toBe(mapSearchUrl(address));
    expect(new URL(mapUrl!).searchParams.get('query')).toBe(address);
  });

  it('leaves out rows the job has no data for', () => {
    const { rows } = buildJobRequirements(
      catalogueJob({
        summaries: [],
        workingTimes: [],
        jobDetail: {
          jobDescriptionOption: null,
          locationNote: null,
          workingTimeOption: null,
          holidayOption: null,
          qualificationOption: null,
          welfareOption: null,
        },
      }),
    );
    expect(rows.map((row) => row.key)).toEqual(['description', 'salary', 'place']);
  });
});

describe('employmentText', () => {
  it('does not nest a category that names its type', () => {
    expect(
      employmentText({
        hiringType: 'regular',
        contractCategory: '正社員（試用期間6ヶ月・期間中は月給2万円減）',
      }),
    ).toBe('正社員（試用期間6ヶ月・期間中は月給2万円減）');
    expect(
      employmentText({ hiringType: 'part_time', contractCategory: 'パート（扶養内勤務の相談可）' }),
    ).toBe('パート（扶養内勤務の相談可）');
  });

  it('brackets a category that does not name the type, and stands alone without one', () => {
    expect(employmentText({ hiringType: 'contract', contractCategory: '1年ごとの更新' })).toBe(
      '契約社員（1年ごとの更新）',
    );
    expect(employmentText({ hiringType: 'regular', contractCategory: null })).toBe('正社員');
  });
});
