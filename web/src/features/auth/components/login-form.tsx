import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { LoginBody } from '@contract/auth';
import { Button } from '@/components/ui/button';
import { SecretField } from '@/components/ui/secret-field';
import { LOGIN_TEXTS, useLogin } from '../api/sign-in';
import { AuthCard } from './auth-card';
import { EmailField, FormRefusal } from './auth-fields';
import { TextLink } from './text-link';
import { useRefusal } from '../hooks/use-refusal';
import { paths } from '@/config/paths';

/**
 * e-mail and password (no strength check), Sign in / Signing in... A refusal ('Invalid email or
 * password') stays beside the form, tied to both fields, until one is edited.
 */
export function LoginForm() {
  const login = useLogin();
  const form = useForm({ resolver: zodResolver(LoginBody), defaultValues: { email: '', password: '' } });
  const { errors } = form.formState;
  const refusal = useRefusal(login, form, LOGIN_TEXTS);
  const refusalId = useId();
  const refused = refusal.text === null ? {} : { 'aria-invalid': true, 'aria-describedby': refusalId };
  return (
    <AuthCard
      title="Sign in to your account"
      intro="Create an account to automate your bids and optimize your campaigns with AI."
      corner={<TextLink to={paths.register}>Need an account?</TextLink>}
    >
      <form noValidate className="space-y-4" onSubmit={form.handleSubmit((body) => login.mutate(body))}>
        <EmailField error={errors.email?.message} input={form.register('email')} {...refused} />
        <SecretField
          label="Password"
          autoComplete="current-password"
          required
          error={errors.password?.message}
          {...refused}
          {...form.register('password')}
        />
        <FormRefusal id={refusalId} text={refusal.text} />
        <p className="text-right text-sm">
          <TextLink to={paths.forgotPassword}>Forgot password?</TextLink>
        </p>
        <Button type="submit" className="w-full" disabled={login.isPending}>
          {login.isPending ? 'Signing in...' : 'Sign in'}
        </Button>
      </form>
      <p className="mt-6 text-center text-sm text-slate-600">
        <TextLink to={paths.register}>Don&apos;t have an account? Sign up here</TextLink>
      </p>
    </AuthCard>
  );
}
