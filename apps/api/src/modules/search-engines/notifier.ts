import type { FastifyBaseLogger } from 'fastify';

/** Google Indexing API's notification types: a page is new or changed, or it is gone. */
export type IndexingType = 'URL_UPDATED' | 'URL_DELETED';

export interface IndexingNotification {
  /** The absolute URL of the job page. */
  readonly url: string;
  readonly type: IndexingType;
}

/**
 * Tells search engines that a job page changed or went away (decision 0034). Callers never
 * call it directly: `IndexingNotifications` queues the calls and keeps them within the
 * daily quota.
 *
 * Production: a client of Google's Indexing API fills it. `notify` POSTs
 * `{ url, type }` to `https://indexing.googleapis.com/v3/urlNotifications:publish` with an
 * OAuth 2.0 access token of a service account (scope `https://www.googleapis.com/auth/indexing`,
 * the account added as an owner of the site in Search Console; e.g. google-auth-library's
 * `GoogleAuth({ scopes }).getClient()` and `client.request({ url, method: 'POST', data })`),
 * and returns `urlNotificationMetadata.latestUpdate.notifyTime` of the answer. A 429 or 5xx
 * throws: the notification stays queued for the next attempt.
 */
export interface SearchEngineNotifier {
  readonly name: string;
  /** Sends one notification; resolves to what the engine answered (kept for the operator). */
  notify(notification: IndexingNotification): Promise<string>;
}

/**
 * The embedded notifier: logs each call, and the queue's table records it (sent_at,
 * result), so the operator and the tests see what a real client would have sent.
 */
export class LoggingSearchEngineNotifier implements SearchEngineNotifier {
  readonly name = 'log';
  readonly #log: Pick<FastifyBaseLogger, 'info'>;

  constructor(log: Pick<FastifyBaseLogger, 'info'>) {
    this.#log = log;
  }

  async notify(notification: IndexingNotification): Promise<string> {
    this.#log.info({ ...notification }, 'search engine notified (recorded, not sent)');
    return 'recorded';
  }
}
