import { describe, expect, it } from 'vitest';
import { ageOn, birthLine, jobPeriod, parseBirthDate, resumeHistoryLines } from '.';

const TODAY = { year: 2026, month: 4, day: 1 };

describe('birth line', () => {
  it('counts 満年齢 from the birthday, or from the year alone', () => {
    expect(birthLine(parseBirthDate('1990-04-01'), TODAY)).toBe('1990年4月1日生（満36歳）');
    expect(birthLine(parseBirthDate('1990-04-02'), TODAY)).toBe('1990年4月2日生（満35歳）');
    expect(birthLine({ year: 1990, month: null, day: null }, TODAY)).toBe('1990年生（満36歳）');
    expect(birthLine(null, TODAY)).toBe('');
    expect(ageOn(TODAY, { year: 2000, month: 12, day: 31 })).toBe(25);
  });

  it('reads only a YYYY-MM-DD date', () => {
    expect(parseBirthDate('1990/04/01')).toBeNull();
    expect(parseBirthDate(null)).toBeNull();
  });
});

describe('resume history lines', () => {
  it('lists education, then each job joined and left, closed by 以上', () => {
    const lines = resumeHistoryLines(
      {
        education: 'high_school',
        schoolName: '都立高校',
        graduationStatus: 'graduated',
        graduationYear: 2009,
        graduationMonth: 3,
      },
      [
        {
          companyName: 'A運送',
          employmentType: 'regular',
          joinedYear: 2009,
          joinedMonth: 4,
          retiredYear: 2015,
          retiredMonth: 3,
        },
        { companyName: 'B物流', employmentType: 'contract', joinedYear: 2015, joinedMonth: 4 },
      ],
    );
    expect(lines.map((line) => [line.year, line.month, line.text])).toEqual([
      [null, null, '学歴'],
      [2009, 3, '都立高校　卒業'],
      [null, null, '職歴'],
      [2009, 4, 'A運送　入社（正社員）'],
      [2015, 3, 'A運送　退社'],
      [2015, 4, 'B物流　入社（契約社員）'],
      [null, null, '現在に至る'],
      [null, null, '以上'],
    ]);
  });

  it('names the level when the school is not given, and says なし without jobs', () => {
    const lines = resumeHistoryLines(
      { education: 'university', graduationStatus: 'expected_to_graduate' },
      [],
    );
    expect(lines.map((line) => line.text)).toEqual([
      '学歴',
      '大学　卒業見込み',
      '職歴',
      'なし',
      '以上',
    ]);
  });

  it('gives a job its period', () => {
    const job = {
      companyName: 'A',
      employmentType: 'regular',
      joinedYear: 2015,
      joinedMonth: 4,
    } as const;
    expect(jobPeriod(job)).toBe('2015年4月〜現在');
    expect(jobPeriod({ ...job, retiredYear: 2020, retiredMonth: 3 })).toBe('2015年4月〜2020年3月');
  });
});
