export type ContactFormValues = {
  fullName: string;
  email: string;
  phoneNumber: string;
  contactMethod: string;
  message: string;
};

export type ContactFormState =
  | { status: 'idle' }
  | { status: 'invalid'; values: ContactFormValues; fieldErrors: Record<string, string> }
  | { status: 'error'; values: ContactFormValues; message: string }
  | { status: 'sent'; fullName: string };

export const INITIAL_CONTACT_STATE: ContactFormState = { status: 'idle' };
