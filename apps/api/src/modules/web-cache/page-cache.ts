import { CacheTag, companyTag, jobTag, MAX_REVALIDATION_TARGETS } from '@jobsite/domain/web-cache';
import type { FastifyBaseLogger } from 'fastify';
import pRetry, { AbortError } from 'p-retry';
import { jobPagePath } from '../search-engines/notifications';

/**
 * What the web must render again after a change: page paths and cache tags (the web takes at
 * most MAX_REVALIDATION_TARGETS of them a request).
 */
export interface Revalidation {
  paths: string[];
  tags: string[];
}

/**
 * The web's page cache, as the api sees it (decision 0061): after a job's state commits
 * (publish, close, unpublish, the daily renewal) the api asks the web to render the job's
 * page, its lists and the sitemaps again instead of waiting for their TTL. `revalidate` never
 * throws: the pages then come back with their TTL, as before, and the failure is logged.
 */
export interface WebPageCache {
  readonly name: string;
  /** Resolves to whether the web took every request. */
  revalidate(revalidation: Revalidation): Promise<boolean>;
}

/**
 * Every catalogue page: job pages, company pages, lists, home and sitemaps all carry the
 * `jobs` data tag, the sitemaps also `sitemap`.
 */
export const CATALOGUE_REVALIDATION: Revalidation = {
  paths: [],
  tags: [CacheTag.jobs, CacheTag.sitemap],
};

export interface JobPageRef {
  id: number;
  /** occupations.name_en: the first segment of the job page's path. */
  occupation: string;
  companyId: number;
}

/**
 * The pages one or more jobs appear on: each job's page (path and data tag), its company's
 * page, and every list and sitemap (tags `jobs` and `sitemap`, which the web's list, home,
 * salary and sitemap data carry).
 */
export function jobRevalidation(refs: readonly JobPageRef[]): Revalidation {
  return {
    paths: refs.map((job) => jobPagePath(job.occupation, job.id)),
    tags: [
      ...CATALOGUE_REVALIDATION.tags,
      ...refs.map((job) => jobTag(job.id)),
      ...new Set(refs.map((job) => companyTag(job.companyId))),
    ],
  };
}

/** Splits a revalidation into requests of at most MAX_REVALIDATION_TARGETS paths and tags. */
export function chunkRevalidation(
  revalidation: Revalidation,
  max = MAX_REVALIDATION_TARGETS,
): Revalidation[] {
  const targets = [
    ...revalidation.tags.map((tag) => ({ kind: 'tags' as const, value: tag })),
    ...revalidation.paths.map((p) => ({ kind: 'paths' as const, value: p })),
  ];
  const chunks: Revalidation[] = [];
  for (let i = 0; i < targets.length; i += max) {
    const chunk: Revalidation = { paths: [], tags: [] };
    for (const target of targets.slice(i, i + max)) chunk[target.kind].push(target.value);
    chunks.push(chunk);
  }
  return chunks;
}

export interface HttpWebPageCacheOptions {
  /** The web's origin (any instance: with the shared page cache one is every one). */
  webUrl: string;
  /** The web's WEB_OPS_TOKEN. */
  token: string;
  /** Attempts per request (the first included). */
  attempts?: number;
  /** Wait before the first retry, doubled before each next one; 0 retries at once. */
  firstRetryDelayMs?: number;
  /** Per-attempt timeout. */
  timeoutMs?: number;
  fetch?: typeof fetch;
  log?: Pick<FastifyBaseLogger, 'warn'>;
}

/**
 * `POST <webUrl>/ops/revalidate` with the bearer token. A 5xx, a timeout or a refused
 * connection is retried with a growing wait (a web restarting, a deploy); a 4xx is not (a
 * wrong token or target would fail again).
 */
export class HttpWebPageCache implements WebPageCache {
  readonly name = 'http';
  readonly #url: string;
  readonly #options: HttpWebPageCacheOptions;

  constructor(options: HttpWebPageCacheOptions) {
    this.#url = `${options.webUrl.replace(/\/+$/, '')}/ops/revalidate`;
    this.#options = options;
  }

  async revalidate(revalidation: Revalidation): Promise<boolean> {
    let ok = true;
    for (const chunk of chunkRevalidation(revalidation)) {
      if (!(await this.#send(chunk))) ok = false;
    }
    return ok;
  }

  async #send(body: Revalidation): Promise<boolean> {
    try {
      await pRetry(() => this.#post(body), {
        retries: (this.#options.attempts ?? 4) - 1,
        minTimeout: this.#options.firstRetryDelayMs ?? 500,
        factor: 2,
      });
      return true;
    } catch (error) {
      this.#options.log?.warn(
        {
          url: this.#url,
          problem: error instanceof Error ? error.message : String(error),
          paths: body.paths.length,
          tags: body.tags.length,
        },
        'web page revalidation failed: pages refresh at their TTL',
      );
      return false;
    }
  }

  /** One attempt: resolves when the web took it; a refusal (4xx) ends the retries. */
  async #post(body: Revalidation): Promise<void> {
    const response = await (this.#options.fetch ?? fetch)(this.#url, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${this.#options.token}`,
        'content-type': 'application/json',
      },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(this.#options.timeoutMs ?? 10_000),
    });
    await response.body?.cancel();
    if (response.ok) return;
    const problem = new Error(`HTTP ${response.status}`);
    throw response.status < 500 ? new AbortError(problem) : problem;
  }
}

/** No web to tell (WEB_URL unset): pages refresh at their TTL. */
export class NoWebPageCache implements WebPageCache {
  readonly name = 'none';
  async revalidate(): Promise<boolean> {
    return false;
  }
}

export function createWebPageCache(
  config: { WEB_URL?: string | undefined; WEB_OPS_TOKEN?: string | undefined },
  log: Pick<FastifyBaseLogger, 'warn'>,
): WebPageCache {
  if (!config.WEB_URL || !config.WEB_OPS_TOKEN) return new NoWebPageCache();
  return new HttpWebPageCache({ webUrl: config.WEB_URL, token: config.WEB_OPS_TOKEN, log });
}
