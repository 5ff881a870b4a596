export type { ChipProps, ChipTone, FeatureChip, FeatureChipsProps } from './FeatureChips';
export { Chip, FeatureChips } from './FeatureChips';
