// Types of next-internals.mjs (plain JavaScript: Next.js imports its users untranspiled).

/** An entry of Next.js' ISR cache as a cache handler reads and writes it. */
export type IsrEntry = {
  value: Record<string, unknown> | null;
  lastModified?: number;
  cacheControl?: unknown;
} | null;

/** The reads and writes every ISR cache handler of the web offers Next.js. */
export interface IsrStore {
  get(key: string, context: Record<string, unknown>): Promise<IsrEntry>;
  set(
    key: string,
    data: Record<string, unknown> | null,
    context: Record<string, unknown>,
  ): Promise<void>;
}

/** Next.js' file-system ISR store. */
export class FileSystemCache implements IsrStore {
  static memoryCache?: { remove(key: string): void; get(key: string): unknown };
  constructor(context: Record<string, unknown>);
  serverDistDir: string;
  get: IsrStore['get'];
  set: IsrStore['set'];
  getFilePath(pathname: string, kind: string): string;
  revalidateTag(tags: string | string[], durations?: { expire?: number }): Promise<void>;
}

export const tagsManifest: Map<string, { stale?: number; expired?: number }>;
export const nodeFs: unknown;
export function loadBusboy(): Promise<
  (options: Record<string, unknown>) => NodeJS.WritableStream & NodeJS.EventEmitter
>;
