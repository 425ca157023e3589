import { zodResolver } from '@hookform/resolvers/zod';
import { CheckCircle2, Loader2, Send } from 'lucide-react';
import { useForm, type FieldError, type UseFormRegisterReturn } from 'react-hook-form';
import { useContactSubmission } from '@/features/public/hooks/use-contact-submission';
import { focusRing, primaryButton } from '../class-names';
import {
  CONTACT_MAX_LENGTH,
  EMPTY_CONTACT_MESSAGE,
  contactMessageSchema,
  type ContactMessage,
} from './contact-message';

const SENT_TEXT = "Thank you! Your message has been sent successfully. We'll get back to you within 24 hours.";

export function ContactForm() {
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<ContactMessage>({ resolver: zodResolver(contactMessageSchema), defaultValues: EMPTY_CONTACT_MESSAGE });
  const { status, error, send } = useContactSubmission(
    () => reset(EMPTY_CONTACT_MESSAGE),
    (field, message) => setError(field, { type: 'server', message }, { shouldFocus: true }),
  );
  const sending = status === 'sending';

  return (
    <section
      aria-labelledby="contact-form-title"
      className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8"
    >
      <h2 id="contact-form-title" className="text-2xl font-bold text-slate-900">
        Send us a Message
      </h2>
      <div role="status" className="mt-4 empty:hidden">
        {status === 'sent' ? (
          <p className="flex items-start gap-3 rounded-lg border border-green-200 bg-green-50 p-4 text-green-800">
            <CheckCircle2 aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
            {SENT_TEXT}
          </p>
        ) : null}
      </div>
      {error === null ? null : (
        <p role="alert" className="mt-4 rounded-lg border border-red-200 bg-red-50 p-4 text-red-800">
          {error}
        </p>
      )}
      <form noValidate onSubmit={handleSubmit(send)} className="mt-6 grid gap-5 sm:grid-cols-2">
        <TextField
          id="contact-name"
          label="Full Name"
          autoComplete="name"
          maxLength={CONTACT_MAX_LENGTH.name}
          error={errors.name}
          field={register('name')}
        />
        <TextField
          id="contact-email"
          label="Email Address"
          type="email"
          autoComplete="email"
          maxLength={CONTACT_MAX_LENGTH.email}
          error={errors.email}
          field={register('email')}
        />
        <TextField
          id="contact-subject"
          label="Subject"
          maxLength={CONTACT_MAX_LENGTH.subject}
          error={errors.subject}
          field={register('subject')}
          wide
        />
        <div className="sm:col-span-2">
          <label htmlFor="contact-message" className="block text-sm font-medium text-slate-800">
            Message
          </label>
          <textarea
            id="contact-message"
            rows={6}
            required
            maxLength={CONTACT_MAX_LENGTH.message}
            aria-invalid={errors.message ? true : undefined}
            aria-describedby={errors.message ? 'contact-message-error' : undefined}
            className={inputClasses(errors.message)}
            {...register('message')}
          />
          <FieldErrorText id="contact-message-error" error={errors.message} />
        </div>
        <div className="sm:col-span-2">
          {/* aria-disabled, not disabled: a disabled button drops the keyboard focus that just pressed it. */}
          <button
            type="submit"
            aria-disabled={sending}
            className={`${primaryButton} w-full aria-disabled:cursor-wait aria-disabled:opacity-60 sm:w-auto`}
          >
            {sending ? (
              <Loader2 aria-hidden="true" className="size-5 animate-spin" />
            ) : (
              <Send aria-hidden="true" className="size-5" />
            )}
            {sending ? 'Sending Message...' : 'Send Message'}
          </button>
        </div>
      </form>
    </section>
  );
}

interface TextFieldProps {
  readonly id: string;
  readonly label: string;
  readonly field: UseFormRegisterReturn;
  readonly error: FieldError | undefined;
  readonly type?: 'text' | 'email';
  readonly autoComplete?: string;
  readonly maxLength: number;
  readonly wide?: boolean;
}

function TextField({ id, label, field, error, type = 'text', autoComplete, maxLength, wide = false }: TextFieldProps) {
  const errorId = `${id}-error`;
  return (
    <div className={wide ? 'sm:col-span-2' : undefined}>
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        {label}
      </label>
      <input
        id={id}
        type={type}
        required
        autoComplete={autoComplete}
        maxLength={maxLength}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        className={inputClasses(error)}
        {...field}
      />
      <FieldErrorText id={errorId} error={error} />
    </div>
  );
}

function FieldErrorText({ id, error }: { id: string; error: FieldError | undefined }) {
  if (!error?.message) return null;
  return (
    <p id={id} role="alert" className="mt-1 text-sm text-red-700">
      {error.message}
    </p>
  );
}

const inputClasses = (error: FieldError | undefined): string =>
  `mt-1 block w-full rounded-lg border bg-white px-3 py-2 text-slate-900 shadow-sm ${focusRing} ${
    error ? 'border-red-500' : 'border-slate-300'
  }`;
