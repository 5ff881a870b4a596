export type { KeepListAddedDialogProps } from './KeepListAddedDialog';
export { KEEP_LIST_ADDED_TEXT, KeepListAddedDialog } from './KeepListAddedDialog';
