import { Text } from 'ink';
import { render } from 'ink-testing-library';
import { describe, expect, it } from 'vitest';
import { dateText, DisplayProvider, operatorDates, operatorLocale, useDisplay } from './display.js';

const AT = new Date('2026-03-01T17:05:00.000Z');

function Joined() {
  const { dates } = useDisplay();
  return <Text>{`Joined ${dateText(dates, AT)}`}</Text>;
}

/** What a view shows for AT with the dates an operator's environment asks for, on UTC. */
const joinedWith = (env: NodeJS.ProcessEnv) =>
  render(
    <DisplayProvider value={{ columns: 80, dates: operatorDates(operatorLocale(env), 'UTC') }}>
      <Joined />
    </DisplayProvider>,
  ).lastFrame();

describe('dates in the operator locale', () => {
  it('follows LC_TIME over LANG, as POSIX ranks them (ICU alone reads LANG and ignores LC_TIME)', () => {
    expect(joinedWith({ LANG: 'en_US.UTF-8', LC_TIME: 'de_DE.UTF-8' })).toBe('Joined 01.03.2026, 17:05');
    expect(joinedWith({ LANG: 'en_US.UTF-8', LC_TIME: 'en_GB.UTF-8' })).toBe('Joined 1 Mar 2026, 17:05');
  });

  it('follows LC_ALL over LC_TIME and LANG, and LANG when it is the only one', () => {
    expect(joinedWith({ LC_ALL: 'fr_FR.UTF-8', LC_TIME: 'de_DE.UTF-8', LANG: 'en_US.UTF-8' })).toBe(
      'Joined 1 mars 2026, 17:05',
    );
    expect(joinedWith({ LANG: 'de_DE.UTF-8@euro' })).toBe('Joined 01.03.2026, 17:05');
  });

  it('leaves C, POSIX, empty and unreadable values to the default locale', () => {
    for (const value of ['C', 'C.UTF-8', 'POSIX', '', 'not a locale!', '.UTF-8'])
      expect(operatorLocale({ LC_ALL: value, LANG: value })).toBeUndefined();
    expect(operatorLocale({ LC_ALL: '', LC_TIME: 'en_GB.UTF-8' })).toBe('en-GB');
  });
});
