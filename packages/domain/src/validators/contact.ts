/** The contact window (/faq/#contact, createContact). */
import type { z } from 'zod';
import { ContactMethod } from '../enums';
import {
  enumChoice,
  formObject,
  optionalEmailSchema,
  optionalPhoneNumberSchema,
  personNameSchema,
  requiredText,
} from './fields';
import { requireChosenContact } from './shapes';

const CONTACT_MESSAGE_MAX_LENGTH = 2000;

/**
 * createContact (GQL.CreateContactInput). Email and phone number are each optional, but the
 * one the chosen contactMethod needs must be given.
 */
export const contactSchema = formObject({
  fullName: personNameSchema,
  email: optionalEmailSchema,
  phoneNumber: optionalPhoneNumberSchema,
  contactMethod: enumChoice(ContactMethod),
  message: requiredText(CONTACT_MESSAGE_MAX_LENGTH),
}).superRefine(requireChosenContact);
export type ContactInput = z.input<typeof contactSchema>;
