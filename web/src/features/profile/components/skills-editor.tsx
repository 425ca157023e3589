import { useId, useState, type KeyboardEvent } from 'react';
import { cn } from '@/components/ui/cn';
import { inputClasses } from '@/components/ui/field';
import { RemovableChips } from '@/components/ui/removable-chips';
import { MAX_SKILL_LENGTH, MAX_SKILLS } from '@core/use-cases/bidding/skills';
import { PRODUCT } from '@core/domain/config';

/** The option that adds what was typed. */
export const addSkillLabel = (skill: string): string => `Add "${skill}"`;

/** Matching is case-insensitive on the server, so 'React' and 'react' are one skill. */
const contains = (skills: readonly string[], skill: string): boolean =>
  skills.some((existing) => existing.toLowerCase() === skill.toLowerCase());

type Candidate =
  | { readonly kind: 'none' }
  | { readonly kind: 'add'; readonly skill: string }
  | { readonly kind: 'refused'; readonly reason: string };

function candidateOf(text: string, skills: readonly string[]): Candidate {
  const skill = text.trim();
  if (skill === '') return { kind: 'none' };
  if (contains(skills, skill)) return { kind: 'refused', reason: `"${skill}" is already in your skills` };
  if (skills.length >= MAX_SKILLS) return { kind: 'refused', reason: `You can keep at most ${MAX_SKILLS} skills` };
  return { kind: 'add', skill };
}

export interface SkillsEditorProps {
  readonly skills: readonly string[];
  readonly onChange: (skills: string[]) => void;
}

/**
 * Free-text skills: typing offers 'Add "{skill}"', Enter or a click adds it, a skill
 * already in the list is refused, and each skill is removed on its own (there is no clear-all).
 */
export function SkillsEditor({ skills, onChange }: SkillsEditorProps) {
  const id = useId();
  const [text, setText] = useState('');
  const candidate = candidateOf(text, skills);
  const listboxId = `${id}-options`;
  const optionId = `${id}-add`;

  const add = () => {
    if (candidate.kind !== 'add') return;
    onChange([...skills, candidate.skill]);
    setText('');
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      // Enter adds a skill; it never submits the surrounding form.
      event.preventDefault();
      add();
    } else if (event.key === 'Escape' && text !== '') {
      event.preventDefault();
      setText('');
    }
  };

  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-slate-700">
        Add a skill
      </label>
      <div className="relative">
        <input
          id={id}
          type="text"
          role="combobox"
          autoComplete="off"
          maxLength={MAX_SKILL_LENGTH}
          placeholder="Type a skill and press Enter"
          aria-expanded={candidate.kind === 'add'}
          aria-controls={listboxId}
          aria-activedescendant={candidate.kind === 'add' ? optionId : undefined}
          aria-describedby={`${id}-status`}
          value={text}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={onKeyDown}
          className={inputClasses()}
        />
        <ul
          id={listboxId}
          role="listbox"
          aria-label="Skill suggestions"
          className={cn(
            'absolute z-10 mt-1 w-full rounded-md border border-slate-200 bg-white py-1 shadow-lg',
            candidate.kind === 'add' ? 'block' : 'hidden',
          )}
        >
          {candidate.kind === 'add' ? (
            <li
              id={optionId}
              role="option"
              aria-selected="true"
              onMouseDown={(event) => event.preventDefault()}
              onClick={add}
              className="cursor-pointer bg-blue-50 px-3 py-2 text-sm text-blue-800"
            >
              {addSkillLabel(candidate.skill)}
            </li>
          ) : null}
        </ul>
      </div>
      <p id={`${id}-status`} aria-live="polite" className="mt-1 min-h-5 text-sm text-amber-700">
        {candidate.kind === 'refused' ? candidate.reason : ''}
      </p>
      {skills.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600">No skills yet: add some, or sync them from {PRODUCT.host}.</p>
      ) : (
        <RemovableChips
          label="Your skills"
          values={skills}
          onChange={onChange}
          removeLabel={(skill) => `Remove ${skill}`}
        />
      )}
    </div>
  );
}
