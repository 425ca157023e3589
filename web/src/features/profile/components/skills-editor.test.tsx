import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { SkillsEditor } from './skills-editor';

function Harness({ initial }: { readonly initial: string[] }) {
  const [skills, setSkills] = useState(initial);
  return (
    <>
      <SkillsEditor skills={skills} onChange={setSkills} />
      <output data-testid="skills">{skills.join('|')}</output>
    </>
  );
}

const skillsNow = () => screen.getByTestId('skills').textContent;

describe('skills editor', () => {
  it('offers \'Add "{skill}"\' for the typed text and adds it with Enter', async () => {
    render(<Harness initial={['React']} />);
    const typist = userEvent.setup();
    await typist.type(screen.getByRole('combobox', { name: 'Add a skill' }), '  TypeScript ');
    expect(screen.getByRole('option', { name: 'Add "TypeScript"' })).toBeDefined();
    await typist.keyboard('{Enter}');
    expect(skillsNow()).toBe('React|TypeScript');
    expect((screen.getByRole('combobox') as HTMLInputElement).value).toBe('');
  });

  it('adds the skill when its option is clicked', async () => {
    render(<Harness initial={[]} />);
    const typist = userEvent.setup();
    await typist.type(screen.getByRole('combobox'), 'Go');
    await typist.click(screen.getByRole('option', { name: 'Add "Go"' }));
    expect(skillsNow()).toBe('Go');
  });

  it('refuses a skill already in the list, whatever its case', async () => {
    render(<Harness initial={['React']} />);
    const typist = userEvent.setup();
    await typist.type(screen.getByRole('combobox'), 'react{Enter}');
    expect(skillsNow()).toBe('React');
    expect(screen.queryByRole('option')).toBeNull();
    expect(screen.getByText('"react" is already in your skills')).toBeDefined();
  });

  it('removes skills one by one and offers no clear-all', async () => {
    render(<Harness initial={['React', 'Node.js', 'SQL']} />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Remove Node.js' }));
    expect(skillsNow()).toBe('React|SQL');
    expect(screen.getAllByRole('button').map((button) => button.getAttribute('aria-label'))).toEqual([
      'Remove React',
      'Remove SQL',
    ]);
  });

  it('points an empty list to the sync from Freelancer, not to the profile it is on', () => {
    render(<Harness initial={[]} />);
    expect(screen.getByText('No skills yet: add some, or sync them from Freelancer.')).toBeDefined();
  });

  it('ignores Enter on an empty box', async () => {
    render(<Harness initial={['React']} />);
    await userEvent.setup().type(screen.getByRole('combobox'), '   {Enter}');
    expect(skillsNow()).toBe('React');
  });
});
