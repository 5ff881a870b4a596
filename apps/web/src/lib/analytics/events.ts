/**
 * What the site tells analytics about (decision 0055): steps a seeker takes toward an
 * application or a sign-up. One vocabulary for every sink, first-party or a vendor's.
 */
export type AnalyticsEvent =
  /** The application form of a job was shown. */
  | { name: 'entry_form_viewed'; jobId: string }
  /** The sign-up form was shown. */
  | { name: 'signup_form_viewed' }
  /** A scout's answer form (apply, or hear more) was opened. */
  | { name: 'scout_answer_opened'; scoutId: string; answer: 'entry' | 'inquiry' }
  /** The sign-up call to action of a landing page or list was followed. */
  | { name: 'landing_cta_clicked' };

/** Where the event happened (the path, without the query: it may hold tokens). */
export interface AnalyticsContext {
  path: string;
}

/** Somewhere events go: the first-party micro-conversions, or a vendor's client later. */
export interface AnalyticsSink {
  readonly name: string;
  send(event: AnalyticsEvent, context: AnalyticsContext): void | Promise<void>;
}
