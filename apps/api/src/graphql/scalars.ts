import { GraphQLError, GraphQLScalarType, Kind } from 'graphql';

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

function toDate(value: unknown): Date | null {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value;
  if (typeof value === 'string' || typeof value === 'number') {
    const date = new Date(value);
    return Number.isNaN(date.getTime()) ? null : date;
  }
  return null;
}

/** ISO 8601 instants; resolvers may return a Date or a string, the api emits UTC ISO. */
export const DateTimeScalar = new GraphQLScalarType({
  name: 'DateTime',
  serialize(value) {
    const date = toDate(value);
    if (!date) throw new GraphQLError('DateTime cannot represent an invalid date');
    return date.toISOString();
  },
  parseValue(value) {
    const date = typeof value === 'string' ? toDate(value) : null;
    if (!date) throw new GraphQLError('DateTime must be an ISO 8601 string');
    return date;
  },
  parseLiteral(ast) {
    const date = ast.kind === Kind.STRING ? toDate(ast.value) : null;
    if (!date) throw new GraphQLError('DateTime must be an ISO 8601 string');
    return date;
  },
});

/** Calendar dates `YYYY-MM-DD` (Japan time); passed through as strings. */
export const DateScalar = new GraphQLScalarType({
  name: 'Date',
  serialize(value) {
    if (typeof value === 'string' && ISO_DATE.test(value)) return value;
    throw new GraphQLError('Date must be a YYYY-MM-DD string');
  },
  parseValue(value) {
    if (typeof value === 'string' && ISO_DATE.test(value)) return value;
    throw new GraphQLError('Date must be a YYYY-MM-DD string');
  },
  parseLiteral(ast) {
    if (ast.kind === Kind.STRING && ISO_DATE.test(ast.value)) return ast.value;
    throw new GraphQLError('Date must be a YYYY-MM-DD string');
  },
});
