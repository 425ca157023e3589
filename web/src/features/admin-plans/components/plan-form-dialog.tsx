import { zodResolver } from '@hookform/resolvers/zod';
import { useState, type ComponentPropsWithRef } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { CheckboxField } from '@/components/ui/checkbox-field';
import { Field, inputClasses } from '@/components/ui/field';
import { Modal } from '@/components/ui/modal';
import { isApiError } from '@/lib/api-error';
import type { AdminPlan } from '../api/get-admin-plans';
import { useSavePlan } from '../api/save-plan';
import { newPlanValues, planFormSchema, planValues, toPlanBody, type PlanFormValues } from './plan-form';

/**
 * Load, save and delete failures are ignored silently (no toast). A refusal of the input (400, or
 * 409 for a taken slug) is still said under the form: the admin can only fix what they are told.
 */
const inlineRefusal = (error: unknown): string | null =>
  isApiError(error) && (error.status === 400 || error.status === 409) ? error.message : null;

function TextArea({
  label,
  hint,
  ...props
}: { readonly label: string; readonly hint?: string } & ComponentPropsWithRef<'textarea'>) {
  const id = `plan-${props.name ?? label}`;
  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-slate-700">
        {label}
      </label>
      <textarea
        id={id}
        rows={3}
        aria-describedby={hint === undefined ? undefined : `${id}-hint`}
        className={inputClasses()}
        {...props}
      />
      {hint === undefined ? null : (
        <p id={`${id}-hint`} className="mt-1 text-sm text-slate-500">
          {hint}
        </p>
      )}
    </div>
  );
}

function PlanForm({
  plan,
  planCount,
  onSaved,
  onCancel,
  onBusy,
}: {
  readonly plan?: AdminPlan;
  readonly planCount: number;
  readonly onSaved: () => void;
  readonly onCancel: () => void;
  readonly onBusy: (busy: boolean) => void;
}) {
  const form = useForm<PlanFormValues>({
    defaultValues: plan === undefined ? newPlanValues(planCount) : planValues(plan),
    resolver: zodResolver(planFormSchema),
  });
  const [refusal, setRefusal] = useState<string | null>(null);
  const save = useSavePlan({ onSaved });
  const { errors } = form.formState;
  const unlimited = form.watch('unlimited');
  const submit = form.handleSubmit((values) => {
    setRefusal(null);
    onBusy(true);
    save.mutate(
      { plan, body: toPlanBody(values) },
      { onError: (error) => setRefusal(inlineRefusal(error)), onSettled: () => onBusy(false) },
    );
  });
  const numberProps = { type: 'number', inputMode: 'decimal', min: 0 } as const;

  return (
    <form noValidate onSubmit={submit} className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Name" required {...form.register('name')} error={errors.name?.message} />
        <Field
          label="Slug"
          {...form.register('slug')}
          hint={plan === undefined ? 'Left empty, it is made from the name.' : 'Left empty, it stays as it is.'}
          error={errors.slug?.message}
        />
      </div>
      <TextArea label="Description" {...form.register('description')} />
      <div className="grid gap-4 sm:grid-cols-2">
        <Field
          label="Monthly Price (USD)"
          required
          step="0.01"
          {...numberProps}
          {...form.register('monthlyPriceUsd')}
          error={errors.monthlyPriceUsd?.message}
        />
        <Field
          label="Annual Price (USD)"
          required
          step="0.01"
          {...numberProps}
          {...form.register('annualPriceUsd')}
          error={errors.annualPriceUsd?.message}
        />
      </div>
      <CheckboxField
        label="Unlimited bids"
        description="Monthly and annual bids are both unlimited."
        {...form.register('unlimited')}
      />
      {unlimited ? null : (
        <div className="grid gap-4 sm:grid-cols-2">
          <Field
            label="Monthly Bids"
            required
            step="1"
            {...numberProps}
            inputMode="numeric"
            {...form.register('monthlyBids')}
            error={errors.monthlyBids?.message}
          />
          <Field
            label="Annual Bids"
            required
            step="1"
            {...numberProps}
            inputMode="numeric"
            {...form.register('annualBids')}
            error={errors.annualBids?.message}
          />
        </div>
      )}
      <div className="grid gap-4 sm:grid-cols-2">
        <Field
          label="Display Order"
          step="1"
          {...numberProps}
          inputMode="numeric"
          {...form.register('order')}
          error={errors.order?.message}
        />
      </div>
      <TextArea label="Features" hint="One feature per line." {...form.register('features')} />
      <div className="flex flex-col gap-3 sm:flex-row sm:gap-8">
        <CheckboxField label="Popular" {...form.register('popular')} />
        <CheckboxField label="Active" {...form.register('active')} />
      </div>
      {refusal === null ? null : (
        <p role="alert" className="rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800">
          {refusal}
        </p>
      )}
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onCancel} disabled={save.isPending}>
          Cancel
        </Button>
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? 'Saving...' : plan === undefined ? 'Create Plan' : 'Update Plan'}
        </Button>
      </div>
    </form>
  );
}

export interface PlanFormDialogProps {
  /** null: closed; 'new': Add New Plan; a plan: editing it. */
  readonly editing: AdminPlan | 'new' | null;
  readonly planCount: number;
  readonly onClose: () => void;
}

/** The create/edit modal; a failed save keeps it open with what was typed. */
export function PlanFormDialog({ editing, planCount, onClose }: PlanFormDialogProps) {
  const [busy, setBusy] = useState(false);
  const plan = editing === 'new' || editing === null ? undefined : editing;
  return (
    <Modal
      open={editing !== null}
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={plan === undefined ? 'Add New Plan' : `Edit Plan: ${plan.name}`}
      busy={busy}
      size="2xl"
    >
      {editing === null ? null : (
        <PlanForm
          key={plan?._id ?? 'new'}
          plan={plan}
          planCount={planCount}
          onSaved={onClose}
          onCancel={onClose}
          onBusy={setBusy}
        />
      )}
    </Modal>
  );
}
