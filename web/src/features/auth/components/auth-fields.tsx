import type { UseFormRegisterReturn } from 'react-hook-form';
import { Field } from '@/components/ui/field';

/** The account's e-mail, as sign-in, registration and the reset request ask for it. */
export function EmailField({ error, input }: { readonly error?: string; readonly input: UseFormRegisterReturn }) {
  return <Field label="Email" type="email" autoComplete="email" required error={error} {...input} />;
}
