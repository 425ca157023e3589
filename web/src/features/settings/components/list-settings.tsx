import { Controller } from 'react-hook-form';
import type { SettingsForm } from '@/components/bidding-form/bidding-fields';
import { TagInput } from '@/components/ui/tag-input';
import type { SettingsField } from '@/lib/bidding-settings-form';
import { MAX_KEYWORD_LENGTH, MAX_KEYWORDS } from '@contract/what-gets-bid-settings';
import { countryLabel, languageLabel, refuseCountry, refuseLanguage } from './code-names';

type ListField = Extract<SettingsField, 'excludedKeywords' | 'requiredKeywords' | 'languages' | 'blockedCountries'>;

/** The form's message for a list, including one about a single entry (the schema's path then ends in its index). */
export function listError(form: SettingsForm, name: ListField): string | undefined {
  const error = form.formState.errors[name] as
    { message?: string } | Array<{ message?: string } | undefined> | undefined;
  if (error === undefined) return undefined;
  if (Array.isArray(error)) return error.find((entry) => entry?.message !== undefined)?.message;
  return error.message;
}

export function KeywordsField({
  form,
  name,
  label,
  hint,
}: {
  readonly form: SettingsForm;
  readonly name: 'excludedKeywords' | 'requiredKeywords';
  readonly label: string;
  readonly hint: string;
}) {
  return (
    <Controller
      control={form.control}
      name={name}
      render={({ field }) => (
        <TagInput
          label={label}
          hint={hint}
          what="keyword"
          values={field.value}
          onChange={field.onChange}
          error={listError(form, name)}
          maxItems={MAX_KEYWORDS}
          maxLength={MAX_KEYWORD_LENGTH}
          placeholder="Type a word and press Enter"
        />
      )}
    />
  );
}

type CodeList = Extract<ListField, 'languages' | 'blockedCountries'>;

/** What sets each list of two-letter codes apart: the codes' case, how many it takes, how a code is checked and named. */
const CODE_LISTS = {
  languages: {
    what: 'language',
    maxItems: 200,
    placeholder: 'e.g. en',
    normalise: (text: string) => text.trim().toLowerCase(),
    refuse: refuseLanguage,
    describe: languageLabel,
  },
  blockedCountries: {
    what: 'country',
    maxItems: 250,
    placeholder: 'e.g. US',
    normalise: (text: string) => text.trim().toUpperCase(),
    refuse: refuseCountry,
    describe: countryLabel,
  },
} as const satisfies Record<CodeList, object>;

/** A list of two-letter codes, each checked as it is added and shown with its name. */
export function CodeListField({
  form,
  name,
  label,
  hint,
}: {
  readonly form: SettingsForm;
  readonly name: CodeList;
  readonly label: string;
  readonly hint: string;
}) {
  return (
    <Controller
      control={form.control}
      name={name}
      render={({ field }) => (
        <TagInput
          label={label}
          hint={hint}
          values={field.value}
          onChange={field.onChange}
          error={listError(form, name)}
          maxLength={2}
          {...CODE_LISTS[name]}
        />
      )}
    />
  );
}
