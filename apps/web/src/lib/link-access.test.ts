import { describe, expect, it } from 'vitest';
import { GraphQLRequestError } from './graphql/operation';
import { linkParams, linkProblemOf } from './link-access';
import { paths } from './paths';

const failure = (code: string, fieldErrors?: Record<string, string>) =>
  new GraphQLRequestError(code, {
    errors: [{ message: code, extensions: { code, ...(fieldErrors ? { fieldErrors } : {}) } }],
  });

describe('linkProblemOf', () => {
  it('names what is wrong with a scout mail link from the api code', () => {
    expect(linkProblemOf(failure('UNAUTHORIZED_ERROR'))).toBe('missing');
    expect(linkProblemOf(failure('BAD_USER_INPUT', { token: 'x' }))).toBe('unusable');
    expect(linkProblemOf(failure('BAD_USER_INPUT', { conversionId: 'x' }))).toBe('unusable');
    expect(linkProblemOf(failure('NOT_FOUND'))).toBe('otherMember');
  });

  it('leaves other failures to the page', () => {
    expect(linkProblemOf(failure('BAD_USER_INPUT', { scoutStatus: 'x' }))).toBeNull();
    expect(linkProblemOf(failure('RATE_LIMITED'))).toBeNull();
    expect(linkProblemOf(new Error('network'))).toBeNull();
  });
});

describe('linkParams', () => {
  it('reads the conversion id and token once each', () => {
    expect(linkParams({ conversionId: 'abc', token: 't' })).toEqual({
      conversionId: 'abc',
      token: 't',
    });
    expect(linkParams({ conversionId: 'abc' })).toEqual({ conversionId: 'abc', token: null });
    expect(linkParams({ conversionId: ['a', 'b'], token: 't' })).toBeNull();
    expect(linkParams({ token: 't' })).toBeNull();
  });
});

describe('paths.scoutLinkAnswer', () => {
  it('carries the link on to the answer form, without an empty token', () => {
    expect(paths.scoutLinkAnswer('u1', 'inquiry')).toBe('/scout/u1/inquiry');
    expect(paths.scoutLinkAnswer('u1', 'inquiry', { conversionId: 'c+1', token: '7.9.a' })).toBe(
      '/scout/u1/inquiry?conversionId=c%2B1&token=7.9.a',
    );
    expect(paths.scoutLinkAnswer('u1', 'entry', { conversionId: 'c', token: null })).toBe(
      '/scout/u1/entry?conversionId=c',
    );
  });
});
