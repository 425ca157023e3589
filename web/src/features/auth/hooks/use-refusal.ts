import { useEffect } from 'react';
import type { FieldPath, FieldValues, UseFormReturn } from 'react-hook-form';
import { isApiError } from '@/lib/api-error';
import { failureText, type SignInTexts } from '../api/sign-in';

/** What the screen needs of the sign-in mutation (TanStack Query's result). */
interface FailedCall {
  readonly error: unknown;
  readonly isError: boolean;
  readonly reset: () => void;
}

/** A refusal shown beside the form: its text, and the one field it is about (undefined: the whole form). */
export interface Refusal<Values extends FieldValues> {
  readonly text: string | null;
  readonly field: FieldPath<Values> | undefined;
}

/**
 * The server's refusal of a sign-in form, kept on the screen (the toast goes after 4 s) until the
 * user edits what it is about: the field `fieldFor` names for its error code, else any field.
 */
export function useRefusal<Values extends FieldValues>(
  call: FailedCall,
  form: UseFormReturn<Values>,
  texts: SignInTexts,
  fieldFor: (errorCode: string | null) => FieldPath<Values> | undefined = () => undefined,
): Refusal<Values> {
  const { isError, error, reset } = call;
  const field = isError && isApiError(error) ? fieldFor(error.errorCode) : undefined;
  useEffect(() => {
    if (!isError) return;
    const subscription = form.watch((_values, { name, type }) => {
      if (type === 'change' && (field === undefined || name === field)) reset();
    });
    return () => subscription.unsubscribe();
  }, [form, isError, field, reset]);
  return { text: isError ? failureText(error, texts) : null, field };
}
