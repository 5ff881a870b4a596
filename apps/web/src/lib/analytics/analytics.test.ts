import { describe, expect, it } from 'vitest';
import { addAnalyticsSink, track } from './analytics';
import type { AnalyticsContext, AnalyticsEvent } from './events';
import { microConversionOf } from './micro-conversions';

describe('analytics', () => {
  it('maps the steps toward a conversion to their conversion source', () => {
    expect(microConversionOf({ name: 'entry_form_viewed', jobId: '12' })).toEqual({
      conversionSource: 'job_entry',
      jobId: '12',
    });
    expect(microConversionOf({ name: 'signup_form_viewed' })).toEqual({
      conversionSource: 'signup',
    });
    expect(
      microConversionOf({ name: 'scout_answer_opened', scoutId: '3', answer: 'inquiry' }),
    ).toEqual({ conversionSource: 'scout_inquiry', scoutId: '3' });
    expect(
      microConversionOf({ name: 'scout_answer_opened', scoutId: '3', answer: 'entry' }),
    ).toEqual({ conversionSource: 'scout_entry', scoutId: '3' });
    expect(microConversionOf({ name: 'landing_cta_clicked' })).toEqual({ conversionSource: 'lp' });
  });

  it('gives every added sink each event with its path, and a failing sink breaks nothing', async () => {
    const seen: Array<[AnalyticsEvent, AnalyticsContext]> = [];
    const removeFailing = addAnalyticsSink({
      name: 'failing',
      send() {
        throw new Error('vendor down');
      },
    });
    const removeRejecting = addAnalyticsSink({
      name: 'rejecting',
      send: () => Promise.reject(new Error('network')),
    });
    const removeRecording = addAnalyticsSink({
      name: 'recording',
      send: (event, context) => {
        seen.push([event, context]);
      },
    });
    expect(() => track({ name: 'landing_cta_clicked' }, '/driver/')).not.toThrow();
    expect(seen).toEqual([[{ name: 'landing_cta_clicked' }, { path: '/driver/' }]]);
    removeRecording();
    track({ name: 'landing_cta_clicked' }, '/driver/');
    expect(seen).toHaveLength(1);
    removeFailing();
    removeRejecting();
  });
});
