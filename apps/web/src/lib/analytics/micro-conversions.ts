import type { ConversionSource } from '../../graphql/generated/lazy/graphql';
import type { AnalyticsEvent, AnalyticsSink } from './events';

export interface MicroConversion {
  conversionSource: ConversionSource;
  jobId?: string;
  scoutId?: string;
}

/** The micro-conversion an event stands for (spec §3 conversion sources), if any. */
export function microConversionOf(event: AnalyticsEvent): MicroConversion | null {
  switch (event.name) {
    case 'entry_form_viewed':
      return { conversionSource: 'job_entry', jobId: event.jobId };
    case 'signup_form_viewed':
      return { conversionSource: 'signup' };
    case 'scout_answer_opened':
      return {
        conversionSource: event.answer === 'entry' ? 'scout_entry' : 'scout_inquiry',
        scoutId: event.scoutId,
      };
    case 'landing_cta_clicked':
      return { conversionSource: 'lp' };
    default:
      return null;
  }
}

/**
 * The first-party sink: each event that is a step toward a conversion goes to the api as
 * createMicroConversion with the visit's attribution (the api keeps it when
 * ENABLE_MICRO_CONVERSION is on). The request code loads with the first event.
 */
export const microConversionSink: AnalyticsSink = {
  name: 'micro-conversions',
  async send(event, { path }) {
    const conversion = microConversionOf(event);
    if (!conversion) return;
    const { sendMicroConversion } = await import('./send-micro-conversion');
    await sendMicroConversion({ ...conversion, path });
  },
};
