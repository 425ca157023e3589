import type { UseFormRegisterReturn } from 'react-hook-form';
import { Field } from '@/components/ui/field';

/** The account's e-mail, as sign-in, registration and the reset request ask for it. */
export function EmailField({
  error,
  input,
  ...aria
}: {
  readonly error?: string;
  readonly input: UseFormRegisterReturn;
  /** A refusal of the whole form this field is part of (FormRefusal's id). */
  readonly 'aria-invalid'?: boolean;
  readonly 'aria-describedby'?: string;
}) {
  return <Field label="Email" type="email" autoComplete="email" required error={error} {...aria} {...input} />;
}

/** The server's refusal of the form, beside it while it stands (a toast also said it, for 4 s). */
export function FormRefusal({ id, text }: { readonly id: string; readonly text: string | null }) {
  if (text === null) return null;
  return (
    <p id={id} className="rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-800">
      {text}
    </p>
  );
}
