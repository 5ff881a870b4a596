/** Shape of one row of municipalities.generated.ts (see its header). */
export type MunicipalityRow = readonly [
  code: string,
  prefectureCode: number,
  name: string,
  kana: string,
  postalCodeCount: number,
  towns: ReadonlyArray<readonly [postalCode: string, town: string]>,
];
