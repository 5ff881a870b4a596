// Types of cache-handler.mjs (plain JavaScript: Next.js imports it untranspiled at run time).

type Entry = { value: Record<string, unknown> | null; lastModified?: number } | null;

/** Next.js' file-system ISR cache; cached pages carry the policy of their own HTML. */
export default class PagePolicyCache {
  constructor(context: {
    fs?: unknown;
    serverDistDir?: string;
    flushToDisk?: boolean;
    maxMemoryCacheSize?: number;
    revalidatedTags?: string[];
  });
  get(key: string, context: Record<string, unknown>): Promise<Entry>;
  set(
    key: string,
    data: Record<string, unknown> | null,
    context: Record<string, unknown>,
  ): Promise<void>;
}
