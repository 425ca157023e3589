import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import toast from 'react-hot-toast';
import type { z } from 'zod';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Modal } from '@/components/ui/modal';
import { SelectField } from '@/components/ui/select-field';
import { errorMessage } from '@/lib/api-error';
import { CreateProfileBody, UpdateProfileBody } from '@contract/search-profiles';
import { PROFILE_NAME_MAX_LENGTH } from '@core/domain/bidding/search-profile';
import { useCreateProfile } from '../api/create-profile';
import type { SearchProfile } from '../api/get-profiles';
import { useUpdateProfile } from '../api/update-profile';

export const PROFILE_CREATE_FAILED = 'Failed to create the profile';
export const PROFILE_RENAME_FAILED = 'Failed to rename the profile';
export const PROFILE_RENAMED = 'Profile renamed';

/** A refusal in the dialog itself, announced as it appears: the dialog stays open to fix it. */
function Refusal({ error, fallback }: { readonly error: unknown; readonly fallback: string }) {
  if (error === null) return null;
  return (
    <p role="alert" className="rounded-md bg-red-50 p-3 text-sm text-red-700">
      {errorMessage(error, fallback)}
    </p>
  );
}

function DialogButtons({
  busy,
  submitText,
  busyText,
  onCancel,
}: {
  readonly busy: boolean;
  readonly submitText: string;
  readonly busyText: string;
  readonly onCancel: () => void;
}) {
  return (
    <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
      <Button variant="secondary" disabled={busy} onClick={onCancel}>
        Cancel
      </Button>
      <Button type="submit" disabled={busy}>
        {busy ? busyText : submitText}
      </Button>
    </div>
  );
}

type NewProfileValues = { name: string; copyFrom: string };
const newProfileSchema = CreateProfileBody as unknown as z.ZodType<NewProfileValues, NewProfileValues>;

/** Name the new profile and pick the one whose rules it starts from (the main one unless chosen). */
export function NewProfileDialog({
  open,
  profiles,
  onClose,
  onCreated,
  onCopySourceDeleted,
}: {
  readonly open: boolean;
  readonly profiles: readonly SearchProfile[];
  readonly onClose: () => void;
  readonly onCreated: (profile: SearchProfile) => void;
  /** The profile to copy was deleted by another tab or device; the dialog is to close. */
  readonly onCopySourceDeleted: (copyFrom: string) => void;
}) {
  const form = useForm<NewProfileValues>({
    defaultValues: { name: '', copyFrom: profiles[0]?.id ?? 'main' },
    resolver: zodResolver(newProfileSchema),
  });
  const clear = () => {
    form.reset();
    create.reset();
  };
  const create = useCreateProfile({
    onCreated: (profile) => {
      form.reset();
      onCreated(profile);
    },
    onCopySourceDeleted: (copyFrom) => {
      clear();
      onCopySourceDeleted(copyFrom);
    },
  });
  const close = () => {
    clear();
    onClose();
  };
  return (
    <Modal
      open={open}
      onOpenChange={(next) => (next ? undefined : close())}
      title="New search profile"
      description="A profile searches with its own skills, keywords, budgets, pricing, prompt and schedule."
      busy={create.isPending}
    >
      <form noValidate onSubmit={form.handleSubmit((values) => create.mutate(values))} className="space-y-4">
        <Field
          label="Profile name"
          autoFocus
          maxLength={PROFILE_NAME_MAX_LENGTH}
          placeholder="e.g. Laravel APIs"
          error={form.formState.errors.name?.message}
          {...form.register('name')}
        />
        <SelectField
          label="Copy rules from"
          hint="The new profile starts with this profile's rules; change them after."
          options={profiles.map((profile) => ({
            value: profile.id,
            label: profile.isMain ? `${profile.name} (main)` : profile.name,
          }))}
          {...form.register('copyFrom')}
        />
        <Refusal error={create.error} fallback={PROFILE_CREATE_FAILED} />
        <DialogButtons busy={create.isPending} submitText="Create profile" busyText="Creating..." onCancel={close} />
      </form>
    </Modal>
  );
}

type RenameValues = { name: string };
const renameSchema = UpdateProfileBody as unknown as z.ZodType<RenameValues, RenameValues>;

export function RenameProfileDialog({
  profile,
  onClose,
  onDeletedElsewhere,
}: {
  readonly profile: SearchProfile | null;
  readonly onClose: () => void;
  /** The profile was deleted by another tab or device; the dialog is to close. */
  readonly onDeletedElsewhere: () => void;
}) {
  const form = useForm<RenameValues>({ values: { name: profile?.name ?? '' }, resolver: zodResolver(renameSchema) });
  const rename = useUpdateProfile({
    onSaved: (_profile, message) => {
      toast.success(message === '' ? PROFILE_RENAMED : message);
      onClose();
    },
    onDeletedElsewhere: () => {
      rename.reset();
      onDeletedElsewhere();
    },
  });
  const close = () => {
    rename.reset();
    onClose();
  };
  return (
    <Modal
      open={profile !== null}
      onOpenChange={(next) => (next ? undefined : close())}
      title="Rename profile"
      busy={rename.isPending}
    >
      <form
        noValidate
        onSubmit={form.handleSubmit(
          ({ name }) => profile !== null && rename.mutate({ id: profile.id, changes: { name } }),
        )}
        className="space-y-4"
      >
        <Field
          label="Profile name"
          autoFocus
          maxLength={PROFILE_NAME_MAX_LENGTH}
          error={form.formState.errors.name?.message}
          {...form.register('name')}
        />
        <Refusal error={rename.error} fallback={PROFILE_RENAME_FAILED} />
        <DialogButtons busy={rename.isPending} submitText="Rename" busyText="Saving..." onCancel={close} />
      </form>
    </Modal>
  );
}
