import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import toast from 'react-hot-toast';
import { z } from 'zod';
import { Button } from '@/components/ui/button';
import { FormSection } from '@/components/ui/form-section';
import { NewPasswordFields } from '@/components/ui/new-password-fields';
import { SecretField } from '@/components/ui/secret-field';
import { isApiError } from '@/lib/api-error';
import { useSession } from '@/lib/session';
import { confirmation, newPassword, PASSWORDS_DO_NOT_MATCH } from '@/lib/new-password';
import { useChangePassword } from '../api/change-password';

const ChangeForm = z
  .object({
    currentPassword: z.string().min(1, 'Current password is required'),
    newPassword,
    confirmPassword: confirmation,
  })
  .refine((form) => form.confirmPassword === '' || form.newPassword === form.confirmPassword, {
    path: ['confirmPassword'],
    message: PASSWORDS_DO_NOT_MATCH,
    when: () => true,
  });

const EMPTY = { currentPassword: '', newPassword: '', confirmPassword: '' };

/** Profile's "Change password": the current one proves it is the owner; other devices are signed out. */
export function ChangePasswordSection() {
  const { signIn } = useSession();
  const change = useChangePassword();
  const form = useForm({ resolver: zodResolver(ChangeForm), defaultValues: EMPTY });
  const { errors } = form.formState;
  const password = form.watch('newPassword');
  const submit = form.handleSubmit((body) =>
    change.mutate(body, {
      onSuccess: (answer) => {
        // The same session with a fresh token: this device stays signed in.
        signIn(answer.token, answer.user);
        form.reset(EMPTY);
        toast.success(answer.message);
      },
      onError: (error) => {
        const message =
          isApiError(error) && error.message !== ''
            ? error.message
            : 'The password could not be changed. Please try again.';
        const field =
          isApiError(error) && error.errorCode === 'FORBIDDEN'
            ? 'currentPassword'
            : isApiError(error) && error.errorCode === 'VALIDATION_FAILED'
              ? 'newPassword'
              : null;
        if (field === null) toast.error(message);
        else form.setError(field, { message }, { shouldFocus: true });
      },
    }),
  );
  return (
    <FormSection
      title="Change password"
      description="Enter your current password, then the new one twice. Every other device signed in to your account is signed out."
    >
      <form noValidate className="space-y-4" onSubmit={submit}>
        <SecretField
          label="Current Password"
          autoComplete="current-password"
          required
          error={errors.currentPassword?.message}
          {...form.register('currentPassword')}
        />
        <div className="grid gap-4 md:grid-cols-2">
          <NewPasswordFields
            label="New Password"
            confirmLabel="Confirm New Password"
            password={password}
            passwordError={errors.newPassword?.message}
            confirmError={errors.confirmPassword?.message}
            passwordInput={form.register('newPassword')}
            confirmInput={form.register('confirmPassword')}
          />
        </div>
        <Button type="submit" disabled={change.isPending}>
          {change.isPending ? 'Changing...' : 'Change password'}
        </Button>
      </form>
    </FormSection>
  );
}
