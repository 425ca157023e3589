import { describe, expect, it } from 'vitest';
import { afterTerms, itHolds, itPassesUnchanged } from '../../../tests/fixtures/proposal-guard-cases.js';
import { GUARD_REASONS, checkProposal } from './proposal-guard.js';

/** Phone numbers a red-team pass found passing the guard untouched, and the prose with numbers kept clean beside them. */

describe('checkProposal: a phone split into groups by spaced odd signs holds the bid', () => {
  itHolds(GUARD_REASONS.hiddenContact, [
    ['spaced bars', '917 | 555 | 0123'],
    ['spaced slashes', '917 / 555 / 0123'],
    ['spaced bullets', '917 • 555 • 0123'],
    ['spaced middle dots', '917 · 555 · 0123'],
    ['spaced colons', '917 : 555 : 0123'],
    ['spaced semicolons', '917 ; 555 ; 0123'],
    ['spaced backslashes', '917 \\ 555 \\ 0123'],
    ['spaced arrows', '917 → 555 → 0123'],
    ['groups in brackets', '[917] [555] [0123]'],
    ['groups in quotes', '"917" "555" "0123"'],
    ['a country code and spaced bars', '+1 | 917 | 555 | 0123'],
    ['the word "dash" between groups', '917 dash 555 dash 0123'],
    ['emoji between groups', '917 🔸 555 🔸 0123'],
    ['stars between groups', '917 ★ 555 ★ 0123'],
    ['hearts between groups', '917 ❤️ 555 ❤️ 0123'],
    ['double bars between groups', '917 ‖ 555 ‖ 0123'],
    ['commas between groups, after a phone cue', 'Call me: 917, 555, 0123'],
  ]);

  it.each([
    ['a local phone in brackets, in prose', 'You can ring (917) 555 0123 any time after six.'],
    ['a country code and spaced groups', '+1 917 555 0123'],
    ['groups on lines of their own', 'Ring me:\n917\n555\n0123'],
  ])('takes out %s', (_, line) => {
    const verdict = checkProposal(afterTerms(line), []);
    expect(verdict).toMatchObject({ kind: 'pass', removed: ['phone'] });
    expect(verdict.kind === 'pass' && verdict.text).not.toContain('0123');
  });
});

describe('checkProposal: a phone spelled in number words holds the bid', () => {
  itHolds(GUARD_REASONS.hiddenContact, [
    ['groups between commas', 'nine one seven, five five five, zero one two three'],
    ['hyphenated groups', 'nine-one-seven five-five-five zero-one-two-three'],
    ['"oh" for zero, seven digits and nothing else', 'five five five oh one oh oh'],
    ['"double" and "triple"', 'double five triple five oh one two three'],
    ['tens and teens', 'nine seventeen five fifty-five zero one two three'],
    ['tens and digits, spaced', 'nine one seven five fifty five oh one twenty three'],
    ['a hundred in a group', 'nine one seven, five hundred fifty-five, zero one two three'],
    ['"plus" before the country code', 'plus one nine one seven five five five zero one two three'],
    ['words with look-alike digits', 'n1ne 0ne s3ven f1ve f1ve f1ve oh oh'],
    ['"dash" between spelled groups', 'nine one seven dash five five five dash zero one two three'],
    ['groups on lines of their own', 'nine one seven\nfive five five\nzero one two three'],
    ['words joined by underscores', 'nine_one_seven_five_five_five_oh_one_oh_oh'],
    ['words joined by stars', 'nine*one*seven*five*five*five*oh*one*oh*oh'],
  ]);
});

describe('checkProposal: a phone in digits Unicode does not class as decimal holds the bid', () => {
  itHolds(GUARD_REASONS.hiddenContact, [
    ['negative circled digits', '❾❶❼ ❺❺❺ ⓿❶❷❸'],
    ['circled sans-serif digits', '➒➊➐➎➎➎➀➁➂'],
    ['double circled digits', '⓽⓵⓻ ⓹⓹⓹ ⓵⓶⓷'],
    ['Chinese numerals', '九一七五五五零一二三'],
    ['a Cyrillic Ze for a three', '9\u04177 555 0123'],
    ['superscript digits', '⁹¹⁷⁵⁵⁵⁰¹²³'],
    ['keycap emoji', '9️⃣1️⃣7️⃣5️⃣5️⃣5️⃣0️⃣1️⃣2️⃣3️⃣'],
    ['parenthesized digits', '⑼⑴⑺ ⑸⑸⑸ ⓪⑴⑵⑶'],
    ['digits with full stops', '⒐⒈⒎⒌⒌⒌⒈⒉⒊⒋'],
    ['letters for digits, an S for a five among them', 'Call 9I7 S55 O123.'],
  ]);
});

describe('checkProposal: prose with numbers near the new readings still passes unchanged', () => {
  itPassesUnchanged([
    ['a plan in years with slashes', 'We can plan a 3 / 5 / 10 year roadmap.'],
    ['tiers between bars', 'There are version 1 | 2 | 3 tiers.'],
    ['round amounts between bars', 'Plans come at 100 | 250 | 500 credits a month.'],
    ['resolutions between bullets', 'Exports at 1920 • 1080 • 720 high.'],
    ['a markdown table without outer bars', 'Here is the split:\nYear | Hours | Cost\n2024 | 500 | 1200'],
    ['years between bars', 'Releases: 2022 | 2023 | 2024 so far.'],
    ['a share in words', 'Nine of ten clients return for a second project.'],
    ['a countdown in words', 'The launch counts down seven, six, five, four, three, two, one.'],
    ['tens in words', 'Ten, twenty, thirty, forty-five minutes: pick a slot length.'],
    ['a year in words', 'Founded in nineteen ninety-nine, the agency still ships.'],
    ['round the clock', 'I offer twenty-four seven support with a two hour reply.'],
    ['an aside with "oh"', 'Oh, one more thing: double the cache size for the launch.'],
    ['a score in words', 'We scored five out of five on all seven reviews.'],
    ['a Russian word beside digits', 'Версия 3 за 2024 год готова.'],
    ['a list with a circled digit', 'Step ❶ is the audit, step ❷ the fix.'],
    ['ports between bars', 'Ports 3000 | 5432 | 6379 stay closed to the internet.'],
    ['breakpoints between bars', 'Breakpoints: 320 | 768 | 1024 | 1440 for the grid.'],
    ['times of day between bars', 'Slots at 10:30 | 11:45 | 14:00 work for the calls here.'],
    ['status codes between arrows', 'The HTTP 200 → 301 → 404 flow is covered by tests.'],
    ['prices between bullets', 'Prices 199 • 299 • 499 dollars a month.'],
    ['widths between commas', 'The layout adapts at 320, 768, 1024, 1440 wide.'],
    ['years between stars', 'Awards in 2019 ★ 2021 ★ 2023 for the studio.'],
    ['emoji between amounts', 'Packages 150 🔸 300 🔸 600 cover most needs.'],
    ['a question between numbers', 'Is it 2024? 2025? We can start either way.'],
    ['decades and seconds', 'Ads of 15s, 30s and 60s in the 1990s look, cut from 1080s footage.'],
  ]);
});
