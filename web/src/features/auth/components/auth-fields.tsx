import type { UseFormRegisterReturn } from 'react-hook-form';
import { Field } from '@/components/ui/field';
import { PasswordHints } from '@/components/ui/password-hints';
import { SecretField } from '@/components/ui/secret-field';

/** The account's e-mail, as sign-in, registration and the reset request ask for it. */
export function EmailField({ error, input }: { readonly error?: string; readonly input: UseFormRegisterReturn }) {
  return <Field label="Email" type="email" autoComplete="email" required error={error} {...input} />;
}

export interface NewPasswordFieldsProps {
  /** The first box's label: 'Password' on registration, 'New Password' on a reset. */
  readonly label: string;
  /** What the first box holds now, for the live hints under it. */
  readonly password: string;
  readonly passwordError?: string;
  readonly confirmError?: string;
  readonly passwordInput: UseFormRegisterReturn;
  readonly confirmInput: UseFormRegisterReturn;
}

/** A new password with the policy's live hints, then its confirmation. */
export function NewPasswordFields({
  label,
  password,
  passwordError,
  confirmError,
  passwordInput,
  confirmInput,
}: NewPasswordFieldsProps) {
  return (
    <>
      <SecretField
        label={label}
        autoComplete="new-password"
        required
        error={passwordError}
        hint={<PasswordHints password={password} />}
        {...passwordInput}
      />
      <SecretField
        label="Confirm Password"
        autoComplete="new-password"
        required
        error={confirmError}
        {...confirmInput}
      />
    </>
  );
}
