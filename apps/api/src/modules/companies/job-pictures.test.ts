import { existsSync } from 'node:fs';
import path from 'node:path';
import { OCCUPATIONS } from '@jobsite/domain/masters';
import { describe, expect, it } from 'vitest';
import { industrySubjects } from '../../seed/companies';
import { INDUSTRIES } from '../../seed/industries';
import { fittingFirst, pictureOf, pictureSubjectOf } from './job-pictures';

const PUBLIC = path.resolve(import.meta.dirname, '../../../../web/public');

describe('job pictures (decision 0043)', () => {
  it('shows a driver job by its vehicle and the others by their trade', () => {
    expect(pictureSubjectOf('driver', new Set([69, 207]))).toBe('taxi');
    expect(pictureSubjectOf('driver', new Set([151, 205]))).toBe('bus');
    expect(pictureSubjectOf('driver', new Set([152, 51]))).toBe('dump');
    expect(pictureSubjectOf('driver', new Set([52, 201]))).toBe('truck');
    expect(pictureSubjectOf('driver', new Set([203, 54]))).toBe('van');
    expect(pictureSubjectOf('driver', new Set([54, 67]))).toBe('van');
    expect(pictureSubjectOf('driver', new Set([51, 54]))).toBe('truck');
    expect(pictureSubjectOf('fishing', new Set())).toBe('boat');
    expect(pictureSubjectOf('forklift', new Set([11]))).toBe('forklift');
  });

  it('has an illustration in the web app for every occupation and industry', () => {
    const subjects = new Set([
      ...OCCUPATIONS.map((o) => pictureSubjectOf(o.occupationNameEn, new Set())),
      ...INDUSTRIES.flatMap(industrySubjects),
    ]);
    for (const subject of subjects) {
      expect(existsSync(path.join(PUBLIC, pictureOf(subject).url))).toBe(true);
    }
  });

  it('gives a taxi company pictures of taxis, not of trucks', () => {
    const taxi = INDUSTRIES.find((i) => i.key === 'taxi')!;
    expect(industrySubjects(taxi)).toEqual(['taxi', 'office']);
  });

  it('puts the picture of the job first and keeps the rest in order', () => {
    const images = [
      { url: pictureOf('truck').url },
      { url: '/uploads/photo.jpg' },
      { url: pictureOf('forklift').url },
    ];
    expect(fittingFirst(images, 'forklift').map((i) => i.url)).toEqual([
      pictureOf('forklift').url,
      pictureOf('truck').url,
      '/uploads/photo.jpg',
    ]);
    expect(fittingFirst(images, 'boat')).toEqual(images);
  });
});
