import { readFileSync } from 'node:fs';
import {
  assertValidSchema,
  buildSchema,
  type GraphQLField,
  type GraphQLObjectType,
  getNamedType,
  isEnumType,
  isListType,
  isNonNullType,
  isObjectType,
  isScalarType,
  isSpecifiedScalarType,
} from 'graphql';
import { describe, expect, it } from 'vitest';
import { PAGE_SIZES } from '../constants';
import * as domainEnums from '../enums';
import { typeDefs } from './index';

const sdl = readFileSync(new URL('./schema.graphql', import.meta.url), 'utf8');
const schema = buildSchema(sdl);

/** Spec §7 queries. `prefecture(s)` and `municipality(ies)` are both spellings. */
const SPEC_QUERIES = [
  'occupations',
  'allQualifications',
  'jobsByIds',
  'jobsByIdsWithSalaryDesc',
  'endUserViewer',
  'favoriteJobs',
  'occupationCategories',
  'personality',
  'requirements',
  'allSalaryRanges',
  'allWorkplaceStrengths',
  'allCars',
  'allParticularConditions',
  'allRegions',
  'searchMunicipalities',
  'searchJobTotalCount',
  'searchJobs',
  'jobSalary',
  'prefecture',
  'prefectures',
  'municipality',
  'municipalities',
  'features',
  'trendFeatures',
  'job',
  'isEntry',
  'scout',
  'scoutByUrlId',
  'isScoutInquiry',
  'isMember',
  'companyJobs',
  'searchFeatureJobs',
  'driverJobSalaries',
  'userByPhoneNumber',
  'userAuthType',
  'isPhoneNumberDuplicate',
  'rooms',
  'room',
  'notices',
  'fetchMessageAttachedFile',
  'scoutSetting',
  'jobSeekerComments',
  'verifyEntryJoiningConfirmationToken',
  'companiesByJobIds',
  'kintoneUser',
  'user',
  'Inquiry',
  'MySetting',
  'Signup',
  'trademark',
] as const;

/** What the pages of spec §2 need besides §7. */
const PAGE_QUERIES = [
  'company',
  'magazineArticles',
  'magazineCategories',
  'magazineArticle',
  'newsItems',
  'newsItem',
  'faqItems',
] as const;

/** Spec §7 mutations. */
const SPEC_MUTATIONS = [
  'addFavorite',
  'removeFavorite',
  'addFavorites',
  'createCareerSheet',
  'removeCareerSheet',
  'createResume',
  'removeResume',
  'saveEducationalBackground',
  'saveJobHistories',
  'savePersonalityAndRequirements',
  'updateUserBasicInformation',
  'updateUserEmail',
  'updateUserPhoneNumber',
  'updateUser',
  'createUserWithRelations',
  'recoverInconsistentUser',
  'resetUserPassword',
  'updateLastSessionAt',
  'readCompanyMessage',
  'readNotices',
  'updateRoom',
  'createUserMessage',
  'createUserAttachmentMessage',
  'saveScoutSetting',
  'saveSetting',
  'createMicroConversion',
  'updateEntryJoiningConfirmation',
  'createEntry',
  'createEntries',
  'createScoutEntry',
  'createVisitorJobEntry',
  'createVisitorScoutEntry',
  'createContact',
  'createScoutInquiry',
  'createVisitorScoutInquiry',
  'connectCvToLineUserEntry',
  'connectCvToLineUser',
  'createScoutResponseHistory',
] as const;

/** Argument names spec §7 gives (a field may take more). */
const SPEC_ARGUMENTS: Record<string, readonly string[]> = {
  'Query.searchJobs': ['query', 'occupation', 'page', 'per', 'sortType'],
  'Query.searchJobTotalCount': ['query', 'occupation'],
  'Query.jobsByIds': ['ids'],
  'Query.jobsByIdsWithSalaryDesc': ['ids'],
  'Query.favoriteJobs': ['page', 'per'],
  'Query.searchMunicipalities': ['prefectureNameEn'],
  'Query.job': ['id'],
  'Query.isEntry': ['jobId', 'scoutId'],
  'Query.scout': ['id'],
  'Query.scoutByUrlId': ['urlId'],
  'Query.isMember': ['conversionId'],
  'Query.companyJobs': ['companyId', 'page', 'per'],
  'Query.userByPhoneNumber': ['phoneNumber', 'password'],
  'Query.userAuthType': ['emailOrPhoneNumber'],
  'Query.rooms': ['first', 'after'],
  'Query.room': ['id'],
  'Query.notices': ['first', 'after'],
  'Query.fetchMessageAttachedFile': ['messageId'],
  'Query.scoutSetting': ['conversionId'],
  'Query.jobSeekerComments': ['occupationNameEn', 'prefectureNameEn', 'page', 'per'],
  'Query.verifyEntryJoiningConfirmationToken': ['token'],
  'Query.kintoneUser': ['conversionId'],
  'Query.Inquiry': ['conversionId', 'occupationCategoryIds'],
  'Query.trademark': ['id'],
  'Room.messages': ['first', 'after'],
};

/** Default page sizes, one source: PAGE_SIZES in ../constants. */
const DEFAULT_SIZES: Record<string, { arg: 'first' | 'per'; size: number }> = {
  'Query.rooms': { arg: 'first', size: PAGE_SIZES.rooms },
  'Room.messages': { arg: 'first', size: PAGE_SIZES.messages },
  'Query.notices': { arg: 'first', size: PAGE_SIZES.notices },
  'Query.searchJobs': { arg: 'per', size: PAGE_SIZES.jobs },
  'Query.searchFeatureJobs': { arg: 'per', size: PAGE_SIZES.jobs },
  'Query.favoriteJobs': { arg: 'per', size: PAGE_SIZES.favoriteJobs },
  'Query.companyJobs': { arg: 'per', size: PAGE_SIZES.companyJobs },
  'Query.jobSeekerComments': { arg: 'per', size: PAGE_SIZES.jobSeekerComments },
  'Query.magazineArticles': { arg: 'per', size: PAGE_SIZES.magazineArticles },
  'Query.newsItems': { arg: 'per', size: PAGE_SIZES.newsList },
};

/** What §7 says a mutation returns, as paths into its payload. */
const SPEC_PAYLOAD_FIELDS: Record<string, readonly string[]> = {
  updateUserPhoneNumber: ['user.id'],
  updateLastSessionAt: ['lastSessionAt'],
  saveSetting: ['scoutStatus', 'scoutAllowOccupationCategoryIds'],
  createEntries: ['entries.id', 'user.conversionId', 'user.lineUserId'],
  createContact: ['contact.fullName'],
  createScoutInquiry: [
    'scoutInquiry.id',
    'scoutInquiry.updatedAt',
    'user.conversionId',
    'user.lineUserId',
  ],
  createVisitorScoutInquiry: [
    'scoutInquiry.id',
    'scoutInquiry.updatedAt',
    'user.conversionId',
    'user.lineUserId',
  ],
  connectCvToLineUserEntry: ['conversionId'],
  connectCvToLineUser: ['conversionId'],
  createScoutResponseHistory: ['conversionId'],
};

/** Spec §6: what only a member may do. Their descriptions say "Member only". */
const MEMBER_ONLY = {
  Query: [
    'endUserViewer',
    'favoriteJobs',
    'personality',
    'requirements',
    'isEntry',
    'MySetting',
    'scout',
    'isScoutInquiry',
    'rooms',
    'room',
    'notices',
    'fetchMessageAttachedFile',
  ],
  Mutation: [
    'addFavorite',
    'removeFavorite',
    'addFavorites',
    'createCareerSheet',
    'removeCareerSheet',
    'createResume',
    'removeResume',
    'saveEducationalBackground',
    'saveJobHistories',
    'savePersonalityAndRequirements',
    'updateUserBasicInformation',
    'updateUserEmail',
    'updateUserPhoneNumber',
    'updateUser',
    'updateLastSessionAt',
    'readCompanyMessage',
    'readNotices',
    'updateRoom',
    'createUserMessage',
    'createUserAttachmentMessage',
    'saveSetting',
    'createEntry',
    'createEntries',
    'createScoutEntry',
    'createScoutInquiry',
  ],
} as const;

/** Spec §6: what a visitor may do. */
const VISITOR_MUTATIONS = [
  'createVisitorJobEntry',
  'createVisitorScoutEntry',
  'createVisitorScoutInquiry',
] as const;

function objectType(name: string): GraphQLObjectType {
  const type = schema.getType(name);
  if (!isObjectType(type)) throw new Error(`${name} is not an object type`);
  return type;
}

function field(coordinate: string): GraphQLField<unknown, unknown> {
  const [typeName = '', fieldName = ''] = coordinate.split('.');
  const found = objectType(typeName).getFields()[fieldName];
  if (!found) throw new Error(`${coordinate} does not exist`);
  return found;
}

/** Every field of every object type, as [coordinate, field]. */
function allFields(): Array<[string, GraphQLField<unknown, unknown>]> {
  return Object.values(schema.getTypeMap())
    .filter((type): type is GraphQLObjectType => isObjectType(type) && !type.name.startsWith('__'))
    .flatMap((type) =>
      Object.values(type.getFields()).map((f): [string, GraphQLField<unknown, unknown>] => [
        `${type.name}.${f.name}`,
        f,
      ]),
    );
}

/** Follows a dotted path of fields from a type, through lists and non-nulls. */
function resolvePath(typeName: string, path: string): GraphQLField<unknown, unknown> {
  let type = objectType(typeName);
  let current: GraphQLField<unknown, unknown> | undefined;
  for (const name of path.split('.')) {
    current = type.getFields()[name];
    if (!current) throw new Error(`${typeName}.${path}: no field ${name} on ${type.name}`);
    const named = getNamedType(current.type);
    if (isObjectType(named)) type = named;
  }
  if (!current) throw new Error(`empty path ${path}`);
  return current;
}

const capitalise = (name: string) => name.charAt(0).toUpperCase() + name.slice(1);

describe('schema.graphql', () => {
  it('builds into a valid schema', () => {
    expect(() => assertValidSchema(schema)).not.toThrow();
  });

  it('typeDefs.generated.ts is the .graphql file, byte for byte (run `pnpm codegen` if not)', () => {
    expect(typeDefs).toBe(sdl);
  });

  it('has every query of spec §7 and the pages of §2', () => {
    const queries = Object.keys(objectType('Query').getFields());
    expect(queries).toEqual(expect.arrayContaining([...SPEC_QUERIES, ...PAGE_QUERIES]));
  });

  it('has every mutation of spec §7', () => {
    const mutations = Object.keys(objectType('Mutation').getFields());
    expect(mutations).toEqual(expect.arrayContaining([...SPEC_MUTATIONS]));
  });

  it.each(Object.entries(SPEC_ARGUMENTS))(
    '%s takes the arguments §7 names',
    (coordinate, names) => {
      const args = field(coordinate).args.map((arg) => arg.name);
      expect(args).toEqual(expect.arrayContaining([...names]));
    },
  );

  it.each(Object.entries(DEFAULT_SIZES))(
    '%s defaults its page size to PAGE_SIZES',
    (coordinate, { arg, size }) => {
      const found = field(coordinate).args.find((a) => a.name === arg);
      expect(found?.defaultValue).toBe(size);
    },
  );

  it.each(Object.keys(objectType('Mutation').getFields()))(
    'mutation %s takes exactly one non-null `input: <Name>Input` and returns <Name>Payload!',
    (name) => {
      const mutation = field(`Mutation.${name}`);
      expect(mutation.args).toHaveLength(1);
      const [input] = mutation.args;
      expect(input?.name).toBe('input');
      expect(input && isNonNullType(input.type)).toBe(true);
      expect(input && getNamedType(input.type).name).toBe(`${capitalise(name)}Input`);
      expect(isNonNullType(mutation.type)).toBe(true);
      expect(getNamedType(mutation.type).name).toBe(`${capitalise(name)}Payload`);
    },
  );

  it.each(Object.entries(SPEC_PAYLOAD_FIELDS))(
    'mutation %s returns what §7 says',
    (name, paths) => {
      const payload = getNamedType(field(`Mutation.${name}`).type).name;
      for (const path of paths) expect(() => resolvePath(payload, path)).not.toThrow();
    },
  );

  it('updateLastSessionAt takes an input with no required field (spec: input empty)', () => {
    const input = schema.getType('UpdateLastSessionAtInput');
    if (!input || !('getFields' in input)) throw new Error('UpdateLastSessionAtInput missing');
    for (const f of Object.values(input.getFields())) expect(isNonNullType(f.type)).toBe(false);
  });

  it('uploads an attachment as the Upload scalar', () => {
    const upload = schema.getType('Upload');
    expect(upload && isScalarType(upload)).toBe(true);
    const input = schema.getType('CreateUserAttachmentMessageInput');
    if (!input || !('getFields' in input))
      throw new Error('CreateUserAttachmentMessageInput missing');
    expect(String(input.getFields().file?.type)).toBe('Upload!');
  });

  describe('enums', () => {
    const domain = new Map(
      Object.entries(domainEnums).flatMap(([name, value]) =>
        value && typeof value === 'object' && 'values' in value && Array.isArray(value.values)
          ? [[name, value.values as readonly string[]] as const]
          : [],
      ),
    );
    const graphqlEnums = Object.values(schema.getTypeMap()).filter(
      (type) => isEnumType(type) && !type.name.startsWith('__'),
    );

    it('mirrors every domain enum, and no other', () => {
      expect(graphqlEnums.map((type) => type.name).sort()).toEqual([...domain.keys()].sort());
    });

    it.each([...domain.entries()])(
      '%s has exactly the values of src/enums, in order',
      (name, values) => {
        const type = schema.getType(name);
        if (!isEnumType(type)) throw new Error(`${name} is not an enum in the schema`);
        expect(type.getValues().map((value) => value.value)).toEqual([...values]);
      },
    );
  });

  describe('pagination', () => {
    it('every page/per list returns a non-null page with nodes and totalCount', () => {
      const paged = allFields().filter(([, f]) => {
        const names = f.args.map((arg) => arg.name);
        return names.includes('page') && names.includes('per');
      });
      expect(paged.length).toBeGreaterThanOrEqual(7);
      for (const [coordinate, f] of paged) {
        expect(isNonNullType(f.type), coordinate).toBe(true);
        const page = objectType(getNamedType(f.type).name).getFields();
        expect(String(page.totalCount?.type), coordinate).toBe('Int!');
        expect(String(page.page?.type), coordinate).toBe('Int!');
        expect(String(page.per?.type), coordinate).toBe('Int!');
        expect(String(page.totalPages?.type), coordinate).toBe('Int!');
        const nodes = page.nodes?.type;
        expect(nodes && isNonNullType(nodes) && isListType(nodes.ofType), coordinate).toBe(true);
      }
    });

    it('every first/after list returns a Relay connection with totalCount', () => {
      const connected = allFields().filter(([, f]) => {
        const names = f.args.map((arg) => arg.name);
        return names.includes('first') && names.includes('after');
      });
      expect(connected.map(([coordinate]) => coordinate).sort()).toEqual(
        ['Query.notices', 'Query.rooms', 'Room.messages'].sort(),
      );
      for (const [coordinate, f] of connected) {
        expect(isNonNullType(f.type), coordinate).toBe(true);
        const connection = objectType(getNamedType(f.type).name);
        expect(connection.name, coordinate).toMatch(/Connection$/);
        const fields = connection.getFields();
        expect(String(fields.totalCount?.type), coordinate).toBe('Int!');
        expect(String(fields.pageInfo?.type), coordinate).toBe('PageInfo!');
        const edges = fields.edges?.type;
        if (!edges) throw new Error(`${coordinate}: no edges`);
        expect(String(edges), coordinate).toMatch(/^\[\w+Edge!\]!$/);
        const edge = objectType(getNamedType(edges).name);
        expect(Object.keys(edge.getFields()).sort(), coordinate).toEqual(['cursor', 'node']);
      }
      const pageInfo = objectType('PageInfo').getFields();
      expect(String(pageInfo.hasNextPage?.type)).toBe('Boolean!');
      expect(String(pageInfo.endCursor?.type)).toBe('String');
    });
  });

  describe('descriptions', () => {
    it('describe every query and mutation', () => {
      for (const typeName of ['Query', 'Mutation']) {
        for (const f of Object.values(objectType(typeName).getFields())) {
          expect(f.description?.trim(), `${typeName}.${f.name}`).toBeTruthy();
        }
      }
    });

    it('describe every type', () => {
      for (const type of Object.values(schema.getTypeMap())) {
        if (type.name.startsWith('__') || isSpecifiedScalarType(type)) continue;
        expect(type.description?.trim(), type.name).toBeTruthy();
      }
    });

    it.each(Object.entries(MEMBER_ONLY).flatMap(([t, names]) => names.map((n) => `${t}.${n}`)))(
      '%s says it is member only (spec §6)',
      (coordinate) => {
        expect(field(coordinate).description).toMatch(/^Member only\./);
      },
    );

    it.each(VISITOR_MUTATIONS)('Mutation.%s is open to visitors (spec §6)', (name) => {
      expect(field(`Mutation.${name}`).description).not.toMatch(/Member only/);
    });
  });
});
