import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { ForgotPasswordBody } from '@contract/auth';
import { Button } from '@/components/ui/button';
import { isApiError } from '@/lib/api-error';
import { useForgotPassword } from '../api/passwords';
import { AuthCard } from './auth-card';
import { EmailField } from './auth-fields';
import { TextLink } from './text-link';
import { paths } from '@/config/paths';

/** Asks for the e-mail of the account; the answer never says whether it has one. */
export function ForgotPasswordForm() {
  const forgot = useForgotPassword();
  const form = useForm({ resolver: zodResolver(ForgotPasswordBody), defaultValues: { email: '' } });
  const { errors } = form.formState;
  return (
    <AuthCard
      title="Reset your password"
      intro="Enter the e-mail of your account and we will send you a link to choose a new password."
      corner={<TextLink to={paths.login}>Back to sign in</TextLink>}
    >
      {forgot.isSuccess ? (
        <p role="status" className="rounded-md bg-green-50 p-4 text-sm text-green-800">
          {forgot.data.message}
        </p>
      ) : (
        <form noValidate className="space-y-4" onSubmit={form.handleSubmit((body) => forgot.mutate(body))}>
          <EmailField error={errors.email?.message} input={form.register('email')} />
          {forgot.isError ? (
            <p role="alert" className="text-sm text-red-700">
              {isApiError(forgot.error) && forgot.error.message !== ''
                ? forgot.error.message
                : 'The request could not be sent. Please try again.'}
            </p>
          ) : null}
          <Button type="submit" className="w-full" disabled={forgot.isPending}>
            {forgot.isPending ? 'Sending...' : 'Send reset link'}
          </Button>
        </form>
      )}
    </AuthCard>
  );
}
