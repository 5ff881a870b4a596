/** A GraphQL error as the BFF forwards it (`extensions.code` is a domain `ErrorCode`). */
export type GraphQLErrorItem = {
  message: string;
  path?: ReadonlyArray<string | number>;
  extensions?: { code?: string; fieldErrors?: Record<string, string> } & Record<string, unknown>;
};

/** A response with errors, or a transport failure. `code` is the first error's code. */
export class GraphQLRequestError extends Error {
  readonly code: string | undefined;
  readonly errors: readonly GraphQLErrorItem[];
  readonly status: number | undefined;

  constructor(
    message: string,
    options: { errors?: readonly GraphQLErrorItem[]; status?: number; cause?: unknown } = {},
  ) {
    super(message, { cause: options.cause });
    this.name = 'GraphQLRequestError';
    this.errors = options.errors ?? [];
    this.code = this.errors[0]?.extensions?.code;
    this.status = options.status;
  }

  /** True when every error is NOT_FOUND (an unknown slug or id). */
  get isNotFound(): boolean {
    return this.errors.length > 0 && this.errors.every((e) => e.extensions?.code === 'NOT_FOUND');
  }
}
