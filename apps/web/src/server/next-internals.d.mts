// Types of next-internals.mjs (plain JavaScript: Next.js imports its users untranspiled).

type Entry = { value: Record<string, unknown> | null; lastModified?: number } | null;

/** Next.js' file-system ISR store. */
export class FileSystemCache {
  static memoryCache?: { remove(key: string): void; get(key: string): unknown };
  constructor(context: Record<string, unknown>);
  serverDistDir: string;
  get(key: string, context: Record<string, unknown>): Promise<Entry>;
  set(
    key: string,
    data: Record<string, unknown> | null,
    context: Record<string, unknown>,
  ): Promise<void>;
  getFilePath(pathname: string, kind: string): string;
  revalidateTag(tags: string | string[], durations?: { expire?: number }): Promise<void>;
}

export const tagsManifest: Map<string, { stale?: number; expired?: number }>;
export const nodeFs: unknown;
export function loadBusboy(): Promise<
  (options: Record<string, unknown>) => NodeJS.WritableStream & NodeJS.EventEmitter
>;
