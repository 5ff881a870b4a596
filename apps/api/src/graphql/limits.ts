import { ErrorCode, errorMessage } from '@jobsite/domain/errors';
import {
  GraphQLError,
  Kind,
  NoSchemaIntrospectionCustomRule,
  type ValidationContext,
  type ValidationRule,
} from 'graphql';

/**
 * The api's own bounds on a document, behind the BFF's finer depth, alias and cost limits
 * (apps/bff/src/graphql/limits.ts), so a client that reaches the api directly cannot ask for
 * a field thousands of times. Counted on the document as written (fragments once each), in
 * one pass; the BFF's limits are well inside these.
 */
export const DOCUMENT_LIMITS = Object.freeze({ maxAliases: 50, maxFields: 2000 });

function documentLimitsRule(): ValidationRule {
  return (context: ValidationContext) => {
    let aliases = 0;
    let fields = 0;
    let reported = false;
    const check = () => {
      if (reported) return;
      const reason =
        aliases > DOCUMENT_LIMITS.maxAliases
          ? `aliases > ${DOCUMENT_LIMITS.maxAliases}`
          : fields > DOCUMENT_LIMITS.maxFields
            ? `fields > ${DOCUMENT_LIMITS.maxFields}`
            : null;
      if (!reason) return;
      reported = true;
      context.reportError(
        new GraphQLError(errorMessage(ErrorCode.QUERY_TOO_COMPLEX), {
          extensions: { code: ErrorCode.QUERY_TOO_COMPLEX, reason },
        }),
      );
    };
    return {
      [Kind.FIELD](node) {
        fields += 1;
        if (node.alias) aliases += 1;
        check();
      },
    };
  };
}

/** Validation rules of the api: document bounds, and no introspection in production. */
export function validationRules({ production }: { production: boolean }): ValidationRule[] {
  return [documentLimitsRule(), ...(production ? [NoSchemaIntrospectionCustomRule] : [])];
}
