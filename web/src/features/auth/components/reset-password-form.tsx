import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import toast from 'react-hot-toast';
import { useLocation, useNavigate } from 'react-router-dom';
import { z } from 'zod';
import { Button } from '@/components/ui/button';
import { NewPasswordFields } from '@/components/ui/new-password-fields';
import { isApiError } from '@/lib/api-error';
import { useResetPassword } from '../api/passwords';
import { AuthCard } from './auth-card';
import { confirmation, newPassword, PASSWORDS_DO_NOT_MATCH } from '@/lib/new-password';
import { TextLink } from './text-link';
import { paths } from '@/config/paths';

const ResetForm = z
  .object({ password: newPassword, confirmPassword: confirmation })
  .refine((form) => form.confirmPassword === '' || form.password === form.confirmPassword, {
    path: ['confirmPassword'],
    message: PASSWORDS_DO_NOT_MATCH,
    when: () => true,
  });

/**
 * The e-mailed link's page. The token is read once and taken out of the address bar at once, so
 * it stays out of the history, a screenshot or a shared screen (and Referrer-Policy: no-referrer
 * keeps it from any other site).
 */
export function ResetPasswordForm() {
  const location = useLocation();
  const navigate = useNavigate();
  const [token] = useState(() => new URLSearchParams(location.search).get('token') ?? '');
  useEffect(() => {
    if (location.search !== '') void navigate(location.pathname, { replace: true });
  }, [location.pathname, location.search, navigate]);

  const reset = useResetPassword();
  const form = useForm({ resolver: zodResolver(ResetForm), defaultValues: { password: '', confirmPassword: '' } });
  const { errors } = form.formState;
  const password = form.watch('password');
  const submit = form.handleSubmit((body) =>
    reset.mutate(
      { token, ...body },
      {
        onSuccess: (answer) => {
          toast.success(answer.message);
          void navigate(paths.login, { replace: true });
        },
      },
    ),
  );

  if (token === '') {
    return (
      <AuthCard title="Choose a new password" intro="This page needs the link from your password reset e-mail.">
        <p className="text-sm text-slate-700">
          <TextLink to={paths.forgotPassword}>Request a new reset link</TextLink>
        </p>
      </AuthCard>
    );
  }
  const refusal = reset.isError
    ? isApiError(reset.error) && reset.error.message !== ''
      ? reset.error.message
      : 'The password could not be reset. Please try again.'
    : null;
  return (
    <AuthCard
      title="Choose a new password"
      intro="Your new password signs you in from now on; every device signed in to your account is signed out."
    >
      <form noValidate className="space-y-4" onSubmit={submit}>
        <NewPasswordFields
          label="New Password"
          password={password}
          passwordError={errors.password?.message}
          confirmError={errors.confirmPassword?.message}
          passwordInput={form.register('password')}
          confirmInput={form.register('confirmPassword')}
        />
        {refusal === null ? null : (
          <div role="alert" className="space-y-1 text-sm text-red-700">
            <p>{refusal}</p>
            {isApiError(reset.error) && reset.error.errorCode === 'RESET_TOKEN_INVALID' ? (
              <TextLink to={paths.forgotPassword}>Request a new reset link</TextLink>
            ) : null}
          </div>
        )}
        <Button type="submit" className="w-full" disabled={reset.isPending}>
          {reset.isPending ? 'Saving...' : 'Set new password'}
        </Button>
      </form>
    </AuthCard>
  );
}
