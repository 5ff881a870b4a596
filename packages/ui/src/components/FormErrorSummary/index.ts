export type { FormErrorSummaryProps } from './FormErrorSummary';
export { FormErrorSummary } from './FormErrorSummary';
