import type { OccupationNameEn, PrefectureMaster } from '@jobsite/domain/masters';
import { findPrefectureByCode, PREFECTURES } from '@jobsite/domain/masters';
import type { MunicipalityMaster } from '../data/municipalities';
import { PRIMARY_WORK_MUNICIPALITIES, type PrimaryWork } from '../data/primary-industry-places';
import type { companies, companyDetails, companyImages, offices } from '../db/schema';
import {
  type PictureSubject,
  pictureOf,
  pictureSubjectOf,
} from '../modules/companies/job-pictures';
import { INDUSTRIES, type Industry } from './industries';
import {
  nearbyPrefecture,
  type Place,
  placeIn,
  prefecturePicker,
  regionPrefecturePickers,
} from './places';
import { type Random, WeightedPicker } from './random';
import { OCCUPATION_PROFILES } from './texts/index';
import { COMPANY_NAME_WORDS, GIVEN_NAMES_FEMALE, GIVEN_NAMES_MALE, SURNAMES } from './texts/people';

export interface SeedOffice {
  readonly id: number;
  readonly companyId: number;
  readonly name: string;
  readonly place: Place;
  readonly buildingName: string | null;
}

export interface SeedCompany {
  readonly id: number;
  readonly name: string;
  readonly industry: Industry;
  readonly offices: readonly SeedOffice[];
}

export interface CompanyRows {
  companies: (typeof companies.$inferInsert)[];
  companyDetails: (typeof companyDetails.$inferInsert)[];
  offices: (typeof offices.$inferInsert)[];
  companyImages: (typeof companyImages.$inferInsert)[];
}

/**
 * The picture subjects of an industry's jobs (job-pictures.ts), by how many of its jobs show
 * each: occupation weight × kind weight, from the kinds' own features.
 */
export function industrySubjects(industry: Industry): PictureSubject[] {
  const weights = new Map<PictureSubject, number>();
  for (const [slug, posting] of Object.entries(industry.occupations)) {
    const occupation = slug as OccupationNameEn;
    const profile = OCCUPATION_PROFILES.get(occupation)!;
    const allowed = posting![1];
    const kinds = profile.kinds.filter((k) => !allowed || allowed.includes(k.key));
    const total = kinds.reduce((sum, k) => sum + k.weight, 0);
    for (const kind of kinds) {
      const subject = pictureSubjectOf(occupation, new Set(kind.features));
      weights.set(subject, (weights.get(subject) ?? 0) + (posting![0] * kind.weight) / total);
    }
  }
  return [...weights].sort((a, b) => b[1] - a[1]).map(([subject]) => subject);
}

/** Industries found in every prefecture: the first companies use them to cover all 47. */
const UBIQUITOUS = new Set(['trucking', 'general_construction', 'car_maintenance', 'electrical']);

/** Companies for a given number of jobs: about one per 6–7 jobs, every industry at least once. */
export function companyCountFor(jobCount: number): number {
  return Math.max(INDUSTRIES.length, Math.round(jobCount * 0.15));
}

/** Splits `total` over the industries by share (largest remainder), each at least one. */
function allocateIndustries(total: number): Industry[] {
  const shareSum = INDUSTRIES.reduce((sum, i) => sum + i.share, 0);
  const spare = total - INDUSTRIES.length;
  const exact = INDUSTRIES.map((i) => (spare * i.share) / shareSum);
  const counts = exact.map((x) => 1 + Math.floor(x));
  let left = total - counts.reduce((a, b) => a + b, 0);
  const order = exact
    .map((x, i) => [x - Math.floor(x), i] as const)
    .sort((a, b) => b[0] - a[0] || a[1] - b[1]);
  for (const [, i] of order) {
    if (left <= 0) break;
    counts[i]! += 1;
    left -= 1;
  }
  return INDUSTRIES.flatMap((industry, i) => Array<Industry>(counts[i]!).fill(industry));
}

const OFFICE_COUNTS = new WeightedPicker<readonly [number, number]>([
  [[1, 1], 30],
  [[2, 3], 30],
  [[4, 8], 25],
  [[9, 20], 15],
]);

const CAPITAL_STOCKS = [
  '300万円',
  '500万円',
  '1,000万円',
  '2,000万円',
  '3,000万円',
  '5,000万円',
  '1億円',
];

/** `北群馬郡吉岡町` → `吉岡`, `札幌市中央区` → `札幌`, `新宿区` → `新宿`. */
export function shortPlaceName(municipalityName: string): string {
  const withoutCounty = municipalityName.replace(/^.+?郡/, '');
  const ward = /^(.+?)市.+区$/.exec(withoutCounty);
  if (ward) return ward[1]!;
  const stripped = withoutCounty.replace(/[市区町村]$/, '');
  return stripped || withoutCounty;
}

function companyName(random: Random, industry: Industry, home: PrefectureMaster): string {
  const word = random.pick(industry.nameWords);
  const roll = random.next();
  const core =
    roll < 0.45
      ? random.pick(COMPANY_NAME_WORDS)
      : roll < 0.85
        ? random.pick(SURNAMES)
        : home.name.replace(/[都府県]$/, '');
  const form = random.next();
  if (form < 0.55) return `株式会社${core}${word}`;
  if (form < 0.85) return `${core}${word}株式会社`;
  return `有限会社${core}${word}`;
}

/**
 * Generates the companies with their offices, details and images. The first 47 companies
 * (when there are that many) have their head office in prefectures 1–47, so every prefecture
 * has jobs.
 */
export function generateCompanies(
  random: Random,
  count: number,
): {
  companies: SeedCompany[];
  rows: CompanyRows;
} {
  const industries = random.sample(allocateIndustries(count), count);
  // Pull companies of ubiquitous industries to the front for the prefecture coverage.
  const front: Industry[] = [];
  const rest: Industry[] = [];
  for (const industry of industries) {
    if (UBIQUITOUS.has(industry.key) && front.length < PREFECTURES.length) front.push(industry);
    else rest.push(industry);
  }
  const ordered = [...front, ...rest];

  const anywhere = prefecturePicker();
  const regionPickers = regionPrefecturePickers();
  const industryPickers = new Map(
    INDUSTRIES.map((i) => [i.key, prefecturePicker(i.prefectureBias)] as const),
  );
  const rows: CompanyRows = { companies: [], companyDetails: [], offices: [], companyImages: [] };
  const result: SeedCompany[] = [];
  let officeId = 0;
  let imageId = 0;

  const workPickers = new Map<PrimaryWork, WeightedPicker<MunicipalityMaster>>();
  for (const [work, list] of Object.entries(PRIMARY_WORK_MUNICIPALITIES) as Array<
    [PrimaryWork, readonly MunicipalityMaster[]]
  >) {
    workPickers.set(work, new WeightedPicker(list.map((m) => [m, 1] as const)));
  }
  /**
   * Where a fishing, forestry or ranch company's office is: a municipality where that work
   * exists (decision 0043), in the home prefecture when it has one.
   */
  const workMunicipality = (
    work: PrimaryWork,
    home: MunicipalityMaster | null,
  ): MunicipalityMaster => {
    const list = PRIMARY_WORK_MUNICIPALITIES[work];
    const sameArea = home ? list.filter((m) => m.prefectureCode === home.prefectureCode) : [];
    return sameArea.length > 1 && random.chance(0.8)
      ? random.pick(sameArea)
      : workPickers.get(work)!.pick(random);
  };

  ordered.forEach((industry, index) => {
    const id = index + 1;
    const headMunicipality =
      industry.places && index >= front.length ? workMunicipality(industry.places, null) : null;
    const home = headMunicipality
      ? findPrefectureByCode(headMunicipality.prefectureCode)!
      : index < front.length
        ? PREFECTURES[index]!
        : industryPickers.get(industry.key)!.pick(random);
    const name = companyName(random, industry, home);
    const [minOffices, maxOffices] = OFFICE_COUNTS.pick(random);
    const officeCount = random.int(minOffices, maxOffices);
    const seedOffices: SeedOffice[] = [];
    const usedNames = new Set<string>();
    for (let n = 0; n < officeCount; n++) {
      let place: Place;
      if (industry.places && headMunicipality) {
        const municipality =
          n === 0 ? headMunicipality : workMunicipality(industry.places, headMunicipality);
        place = placeIn(random, findPrefectureByCode(municipality.prefectureCode)!, municipality);
      } else {
        const prefecture = n === 0 ? home : nearbyPrefecture(random, home, anywhere, regionPickers);
        place = placeIn(random, prefecture);
      }
      let officeName =
        n === 0
          ? '本社'
          : `${shortPlaceName(place.municipality.name)}${random.pick(industry.officeWords)}`;
      if (usedNames.has(officeName)) officeName = `第${n + 1}${random.pick(industry.officeWords)}`;
      if (usedNames.has(officeName)) officeName = `${officeName}（${n + 1}）`;
      usedNames.add(officeName);
      officeId += 1;
      const buildingName = random.chance(0.2)
        ? `${random.pick(['第一', '第二', '中央', ''])}ビル${random.int(2, 6)}F`
        : null;
      seedOffices.push({ id: officeId, companyId: id, name: officeName, place, buildingName });
      rows.offices.push({
        id: officeId,
        companyId: id,
        name: officeName,
        zipCode: place.postalCode,
        prefectureCode: place.prefecture.code,
        municipalityCode: place.municipality.code,
        addressLine: place.addressLine,
        buildingName,
        nearestStation: place.nearestStation,
        latitude: place.latitude,
        longitude: place.longitude,
      });
    }
    const head = seedOffices[0]!.place;
    const established = random.int(1950, 2020);
    const createdAt = new Date(Date.UTC(2023, random.int(0, 11), random.int(1, 28), 0, 0));
    rows.companies.push({
      id,
      name,
      zipCode: head.postalCode,
      prefectureCode: head.prefecture.code,
      municipalityCode: head.municipality.code,
      addressLine: `${head.prefecture.name}${head.municipality.name}${head.addressLine}`,
      createdAt,
      updatedAt: createdAt,
    });
    const sizeIndex = Math.min(
      CAPITAL_STOCKS.length - 1,
      Math.floor(officeCount / 3) + random.int(0, 2),
    );
    const surnameIndex = random.int(0, SURNAMES.length - 1);
    rows.companyDetails.push({
      companyId: id,
      businessDescription: random.pick(industry.businessDescriptions),
      capitalStock: CAPITAL_STOCKS[sizeIndex]!,
      employeeNumber: officeCount * random.int(8, 40),
      establishmentDate: `${established}年${random.int(1, 12)}月`,
      representativeName: `${SURNAMES[surnameIndex]} ${random.chance(0.9) ? random.pick(GIVEN_NAMES_MALE) : random.pick(GIVEN_NAMES_FEMALE)}`,
      vehicleNumber: industry.vehicles
        ? Math.round(
            random.int(industry.vehicles[0], industry.vehicles[1]) * (0.5 + officeCount / 10),
          )
        : null,
      businessMainClient: random.pick(industry.mainClients),
      introduction: random.pick(industry.introductions).replaceAll('{name}', name),
    });
    // Pictures of what the company's jobs are done with: its vehicles or its trade, the
    // likeliest first (the job's own is put first where it is shown, decision 0043).
    industrySubjects(industry).forEach((subject, position) => {
      imageId += 1;
      const picture = pictureOf(subject);
      rows.companyImages.push({
        id: imageId,
        companyId: id,
        position,
        url: picture.url,
        alt: `${name}の${picture.words}`,
      });
    });
    result.push({ id, name, industry, offices: seedOffices });
  });
  return { companies: result, rows };
}
