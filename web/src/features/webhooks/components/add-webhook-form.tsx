import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { errorMessage } from '@/lib/api-error';
import { ADD_FAILED, useAddWebhook } from '../api/webhooks';

/** The URL field and Add button; the created endpoint and its secret go to `onAdded`. */
export function AddWebhookForm({
  disabled,
  onAdded,
}: {
  readonly disabled: boolean;
  readonly onAdded: (url: string, secret: string) => void;
}) {
  const [url, setUrl] = useState('');
  const [error, setError] = useState<string | undefined>(undefined);
  const add = useAddWebhook();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (url.trim() === '') {
      setError('Enter the URL your receiver listens at');
      return;
    }
    setError(undefined);
    add.mutate(url.trim(), {
      onSuccess: ({ endpoint, secret }) => {
        setUrl('');
        onAdded(endpoint.url, secret);
      },
      onError: (failure) => setError(errorMessage(failure, ADD_FAILED)),
    });
  };
  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-3 sm:flex-row sm:items-start">
      <Field
        label="Endpoint URL"
        type="url"
        inputMode="url"
        autoComplete="off"
        placeholder="https://example.com/webhooks/bidpilot"
        value={url}
        onChange={(event) => setUrl(event.target.value)}
        error={error}
        disabled={disabled || add.isPending}
        className="min-w-0 flex-1"
      />
      <Button type="submit" disabled={disabled || add.isPending} className="sm:mt-6">
        {add.isPending ? 'Adding...' : 'Add endpoint'}
      </Button>
    </form>
  );
}
