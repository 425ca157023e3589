import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { NewPasswordFields } from '@/components/ui/new-password-fields';
import { REGISTER_TEXTS, useRegister } from '../api/sign-in';
import { AuthCard } from './auth-card';
import { EmailField, FormRefusal } from './auth-fields';
import { confirmation, newPassword, PASSWORDS_DO_NOT_MATCH } from '@/lib/new-password';
import { TextLink } from './text-link';
import { useRefusal } from '../hooks/use-refusal';
import { paths } from '@/config/paths';

/**
 * The registration rules as the screen checks them before any call: every field required, the core's password rule
 * with its 'Password must contain: …' message, and the confirmation matching (checked even while the
 * password is still weak, so both messages show at once).
 */
export const RegisterForm = z
  .object({
    name: z.string().trim().min(1, 'Name is required'),
    email: z.string().trim().min(1, 'Email is required'),
    password: newPassword,
    confirmPassword: confirmation,
  })
  .refine((form) => form.confirmPassword === '' || form.password === form.confirmPassword, {
    path: ['confirmPassword'],
    message: PASSWORDS_DO_NOT_MATCH,
    when: () => true,
  });

/** The refusal that is about the e-mail ('A user with this email already exists') shows under that field. */
const refusedField = (errorCode: string | null) => (errorCode === 'USER_ALREADY_EXISTS' ? 'email' : undefined);

export function RegisterFormScreen() {
  const register = useRegister();
  const form = useForm({
    resolver: zodResolver(RegisterForm),
    defaultValues: { name: '', email: '', password: '', confirmPassword: '' },
  });
  const { errors } = form.formState;
  const password = form.watch('password');
  const refusal = useRefusal(register, form, REGISTER_TEXTS, refusedField);
  const refusalId = useId();
  const emailRefused = refusal.field === 'email' ? (refusal.text ?? undefined) : undefined;
  return (
    <AuthCard
      title="Create your account"
      intro="Create an account to automate your bids and optimize your campaigns with AI."
    >
      <form noValidate className="space-y-4" onSubmit={form.handleSubmit((body) => register.mutate(body))}>
        <Field label="Name" autoComplete="name" required error={errors.name?.message} {...form.register('name')} />
        <EmailField error={errors.email?.message ?? emailRefused} input={form.register('email')} />
        <NewPasswordFields
          label="Password"
          password={password}
          passwordError={errors.password?.message}
          confirmError={errors.confirmPassword?.message}
          passwordInput={form.register('password')}
          confirmInput={form.register('confirmPassword')}
        />
        <FormRefusal id={refusalId} text={refusal.field === undefined ? refusal.text : null} />
        <Button type="submit" className="w-full" disabled={register.isPending}>
          {register.isPending ? 'Creating account...' : 'Create Account'}
        </Button>
        <p className="text-center text-sm text-slate-500">Cancel anytime • Setup in 5 minutes</p>
      </form>
      <p className="mt-6 text-center text-sm text-slate-600">
        <TextLink to={paths.login}>Already have an account? Sign in here</TextLink>
      </p>
    </AuthCard>
  );
}
