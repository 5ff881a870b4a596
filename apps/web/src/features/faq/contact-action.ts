'use server';

import { contactSchema, fieldErrors } from '@jobsite/domain/validators';
import { headers } from 'next/headers';
import { graphql } from '@/graphql/generated';
import { GraphQLRequestError } from '@/lib/graphql/operation';
import { requestGraphQL } from '@/lib/graphql/server';
import type { ContactFormState, ContactFormValues } from './contact-form-state';

const createContactMutation = graphql(`
  mutation CreateContact($input: CreateContactInput!) {
    createContact(input: $input) {
      contact {
        id
        fullName
      }
    }
  }
`);

const FAILED = '送信できませんでした。時間をおいて再度お試しください。';
const RATE_LIMITED =
  '短時間に送信が続いたため、受け付けを一時停止しています。しばらくしてから再度お試しください。';

function valuesOf(formData: FormData): ContactFormValues {
  const text = (name: string) => {
    const value = formData.get(name);
    return typeof value === 'string' ? value : '';
  };
  return {
    fullName: text('fullName'),
    email: text('email'),
    phoneNumber: text('phoneNumber'),
    contactMethod: text('contactMethod'),
    message: text('message'),
  };
}

/**
 * The contact window (/faq/#contact): validated with the domain's contactSchema here on the
 * server (the form shows the same Japanese messages), then createContact through the BFF.
 * The visitor's address is passed on so the BFF's rate limit applies per visitor.
 */
export async function submitContact(
  _previous: ContactFormState,
  formData: FormData,
): Promise<ContactFormState> {
  const values = valuesOf(formData);
  const parsed = contactSchema.safeParse(values);
  if (!parsed.success) {
    return { status: 'invalid', values, fieldErrors: fieldErrors(parsed.error) };
  }
  const input = {
    ...parsed.data,
    email: parsed.data.email || null,
    phoneNumber: parsed.data.phoneNumber || null,
  };
  const requestHeaders = await headers();
  const forwardedFor = requestHeaders.get('x-forwarded-for') ?? requestHeaders.get('x-real-ip');
  try {
    const result = await requestGraphQL(
      createContactMutation,
      { input },
      forwardedFor ? { 'x-forwarded-for': forwardedFor } : {},
    );
    return { status: 'sent', fullName: result.createContact.contact.fullName };
  } catch (error) {
    if (error instanceof GraphQLRequestError) {
      const remote = error.errors[0]?.extensions?.fieldErrors;
      if (error.code === 'BAD_USER_INPUT' && remote) {
        const mapped = Object.fromEntries(
          Object.entries(remote).map(([path, message]) => [path.replace(/^input\./, ''), message]),
        );
        return { status: 'invalid', values, fieldErrors: mapped };
      }
      if (error.code === 'RATE_LIMITED') return { status: 'error', values, message: RATE_LIMITED };
    }
    return { status: 'error', values, message: FAILED };
  }
}
