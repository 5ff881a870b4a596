'use server';

import {
  basicInformationSchema,
  careerSheetSchema,
  careerSheetUpdateSchema,
  educationalBackgroundSchema,
  idSchema,
  jobHistoriesSchema,
  personalityAndRequirementsSchema,
  resumeSchema,
  resumeUpdateSchema,
  updateUserSchema,
} from '@jobsite/domain/validators';
import { z } from 'zod';
import { memberRequest } from '@/features/mypage/member-graphql';
import { saveMemberForm } from '@/features/mypage/member-save';
import type { SaveState } from '@/features/mypage/mutation-result';
import { paths } from '@/lib/paths';
import {
  type EducationValues,
  educationInput,
  type JobHistoryValues,
  jobHistoriesInput,
  jobHistoryValues,
  type PersonalityValues,
  personalityInput,
} from './career-form';
import type { CareerSheetEditValues, ResumeEditValues } from './document-form';
import {
  createCareerSheetMutation,
  createResumeMutation,
  removeCareerSheetMutation,
  removeResumeMutation,
  saveEducationalBackgroundMutation,
  saveJobHistoriesMutation,
  savePersonalityAndRequirementsMutation,
  updateBasicInformationMutation,
  updateCareerSheetMutation,
  updateResumeMutation,
  updateUserMutation,
} from './profile-documents';
import {
  type BasicInformationValues,
  basicInformationInput,
  type QualificationsValues,
  qualificationsInput,
  type WishesValues,
  wishesInput,
} from './profile-form';

/**
 * The editors' saves. Each checks its input with the domain schema of its mutation, sends it
 * with the member's session and answers a SaveState; the form keeps what was typed whatever
 * the answer.
 */

export async function saveBasicInformation(values: BasicInformationValues): Promise<SaveState> {
  const { state } = await saveMemberForm({
    schema: basicInformationSchema,
    candidate: basicInformationInput(values),
    returnPath: paths.profile(),
    send: (input) => memberRequest(updateBasicInformationMutation, { input }),
  });
  return state;
}

export async function saveDesiredOccupations(values: WishesValues): Promise<SaveState> {
  const { state } = await saveMemberForm({
    schema: updateUserSchema,
    candidate: wishesInput(values),
    returnPath: paths.profile(),
    send: (input) => memberRequest(updateUserMutation, { input }),
  });
  return state;
}

export async function saveQualifications(values: QualificationsValues): Promise<SaveState> {
  const { state } = await saveMemberForm({
    schema: updateUserSchema,
    candidate: qualificationsInput(values),
    returnPath: paths.careerSheet(),
    send: (input) => memberRequest(updateUserMutation, { input }),
  });
  return state;
}

/** The saved list comes back so new rows get their ids (a second save updates, never adds). */
export async function saveJobHistories(
  rows: JobHistoryValues[],
): Promise<{ state: SaveState; rows: JobHistoryValues[] | null }> {
  const { state, result } = await saveMemberForm({
    schema: jobHistoriesSchema,
    candidate: jobHistoriesInput(rows),
    returnPath: paths.careerSheet(),
    send: (input) => memberRequest(saveJobHistoriesMutation, { input }),
  });
  return {
    state,
    rows: result ? result.saveJobHistories.jobHistories.map(jobHistoryValues) : null,
  };
}

export async function saveEducation(values: EducationValues): Promise<SaveState> {
  const { state } = await saveMemberForm({
    schema: educationalBackgroundSchema,
    candidate: educationInput(values),
    returnPath: paths.careerSheet(),
    send: (input) => memberRequest(saveEducationalBackgroundMutation, { input }),
  });
  return state;
}

export async function savePersonality(values: PersonalityValues): Promise<SaveState> {
  const { state } = await saveMemberForm({
    schema: personalityAndRequirementsSchema,
    candidate: personalityInput(values),
    returnPath: paths.careerSheet(),
    send: (input) => memberRequest(savePersonalityAndRequirementsMutation, { input }),
  });
  return state;
}

export type DocumentValues = { name: string; text: string };

export async function createResume(values: DocumentValues): Promise<SaveState> {
  const { state } = await saveMemberForm({
    schema: resumeSchema,
    candidate: { name: values.name, reason: values.text || null },
    returnPath: paths.resume(),
    send: (input) => memberRequest(createResumeMutation, { input }),
    savedMessage: '履歴書を作成しました。',
  });
  return state;
}

export async function createCareerSheet(values: DocumentValues): Promise<SaveState> {
  const { state } = await saveMemberForm({
    schema: careerSheetSchema,
    candidate: { name: values.name, summary: values.text || null },
    returnPath: paths.careerSheet(),
    send: (input) => memberRequest(createCareerSheetMutation, { input }),
    savedMessage: '職務経歴書を作成しました。',
  });
  return state;
}

export async function updateResume(values: ResumeEditValues): Promise<SaveState> {
  const { state } = await saveMemberForm({
    schema: resumeUpdateSchema,
    candidate: values,
    returnPath: paths.resume(),
    send: (input) => memberRequest(updateResumeMutation, { input }),
    savedMessage: '履歴書を保存しました。',
  });
  return state;
}

export async function updateCareerSheet(values: CareerSheetEditValues): Promise<SaveState> {
  const { state } = await saveMemberForm({
    schema: careerSheetUpdateSchema,
    candidate: values,
    returnPath: paths.careerSheet(),
    send: (input) => memberRequest(updateCareerSheetMutation, { input }),
    savedMessage: '職務経歴書を保存しました。',
  });
  return state;
}

const removeSchema = z.object({ id: idSchema });

export async function removeResume(id: string): Promise<SaveState> {
  const { state } = await saveMemberForm({
    schema: removeSchema,
    candidate: { id },
    returnPath: paths.resume(),
    send: (input) => memberRequest(removeResumeMutation, { input }),
    savedMessage: '履歴書を削除しました。',
  });
  return state;
}

export async function removeCareerSheet(id: string): Promise<SaveState> {
  const { state } = await saveMemberForm({
    schema: removeSchema,
    candidate: { id },
    returnPath: paths.careerSheet(),
    send: (input) => memberRequest(removeCareerSheetMutation, { input }),
    savedMessage: '職務経歴書を削除しました。',
  });
  return state;
}
