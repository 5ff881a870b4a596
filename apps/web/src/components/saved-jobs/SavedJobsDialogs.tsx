'use client';

// The dialog and toast of SavedJobsFeedback, in their own module so that it can load them the
// first time a save happens (most visits never save a job).
export { KeepListAddedDialog } from '@jobsite/ui/keep-list-added-dialog';
export { Toast } from '@jobsite/ui/toast';
