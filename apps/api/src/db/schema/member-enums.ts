import {
  AttachmentKind,
  AuthType,
  ContactMethod,
  ContactTimeSlot,
  ConversionSource,
  Education,
  EducationStatus,
  EmploymentStatus,
  EmploymentType,
  EntryStatus,
  InterviewProposalStatus,
  ResponseType,
  RoomKind,
  ScoutHistoryEvent,
  ScoutSource,
  ScoutStatus,
  StartTiming,
} from '@jobsite/domain/enums';
import { pgEnum } from 'drizzle-orm/pg-core';

/**
 * PostgreSQL enum types of the member half, values from packages/domain. Adding a
 * value to a domain enum needs a migration (`pnpm --filter @jobsite/api db:generate`).
 */
export const authTypeEnum = pgEnum('auth_type', AuthType.values);
export const employmentStatusEnum = pgEnum('employment_status', EmploymentStatus.values);
export const startTimingEnum = pgEnum('start_timing', StartTiming.values);
export const employmentTypeEnum = pgEnum('employment_type', EmploymentType.values);
export const educationEnum = pgEnum('education', Education.values);
export const educationStatusEnum = pgEnum('education_status', EducationStatus.values);
export const entryStatusEnum = pgEnum('entry_status', EntryStatus.values);
export const interviewProposalStatusEnum = pgEnum(
  'interview_proposal_status',
  InterviewProposalStatus.values,
);
export const scoutStatusEnum = pgEnum('scout_status', ScoutStatus.values);
export const attachmentKindEnum = pgEnum('attachment_kind', AttachmentKind.values);
export const contactMethodEnum = pgEnum('contact_method', ContactMethod.values);
export const conversionSourceEnum = pgEnum('conversion_source', ConversionSource.values);
export const scoutHistoryEventEnum = pgEnum('scout_history_event', ScoutHistoryEvent.values);
export const scoutSourceEnum = pgEnum('scout_source', ScoutSource.values);
export const responseTypeEnum = pgEnum('response_type', ResponseType.values);
export const roomKindEnum = pgEnum('room_kind', RoomKind.values);
export const contactTimeSlotEnum = pgEnum('contact_time_slot', ContactTimeSlot.values);
