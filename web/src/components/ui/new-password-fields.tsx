import type { UseFormRegisterReturn } from 'react-hook-form';
import { PasswordHints } from './password-hints';
import { SecretField } from './secret-field';

export interface NewPasswordFieldsProps {
  /** The first box's label: 'Password' on registration, 'New Password' on a reset or a change. */
  readonly label: string;
  /** The second box's label: 'Confirm Password' unless given ('Confirm New Password' on the profile). */
  readonly confirmLabel?: string;
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
  confirmLabel = 'Confirm Password',
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
      <SecretField label={confirmLabel} autoComplete="new-password" required error={confirmError} {...confirmInput} />
    </>
  );
}
