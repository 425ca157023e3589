import { describe, expect, it } from 'vitest';
import { isWithinSchedule, isWithinWindow, localMinuteOfDay, parseClock } from './autobid-schedule.js';

const schedule = (startTime: string, endTime: string, timezone = 'UTC') => ({
  scheduleAutobidding: true,
  startTime,
  endTime,
  timezone,
});
const at = (iso: string) => new Date(iso);

describe('parseClock', () => {
  it('reads HH:MM as minutes since midnight', () => {
    expect(parseClock('00:00')).toBe(0);
    expect(parseClock('09:30')).toBe(570);
    expect(parseClock('23:59')).toBe(1439);
  });
});

describe('isWithinWindow', () => {
  it('includes the start minute and excludes the end minute when the window is on one day', () => {
    expect(isWithinWindow(540, 540, 1020)).toBe(true);
    expect(isWithinWindow(1019, 540, 1020)).toBe(true);
    expect(isWithinWindow(1020, 540, 1020)).toBe(false);
    expect(isWithinWindow(539, 540, 1020)).toBe(false);
  });

  it('runs across midnight when the start is after the end', () => {
    expect(isWithinWindow(1320, 1320, 120)).toBe(true);
    expect(isWithinWindow(0, 1320, 120)).toBe(true);
    expect(isWithinWindow(119, 1320, 120)).toBe(true);
    expect(isWithinWindow(120, 1320, 120)).toBe(false);
    expect(isWithinWindow(1319, 1320, 120)).toBe(false);
    expect(isWithinWindow(720, 1320, 120)).toBe(false);
  });

  it('runs all day when start equals end', () => {
    for (const minute of [0, 540, 1439]) expect(isWithinWindow(minute, 540, 540)).toBe(true);
  });
});

describe('localMinuteOfDay', () => {
  it('reads the wall clock of the zone when it differs from UTC', () => {
    expect(localMinuteOfDay(at('2026-01-15T18:45:00Z'), 'Asia/Kolkata')).toBe(15);
    expect(localMinuteOfDay(at('2026-01-15T03:10:00Z'), 'America/New_York')).toBe(22 * 60 + 10);
  });

  it('follows daylight saving time when the zone observes it', () => {
    expect(localMinuteOfDay(at('2026-07-15T12:00:00Z'), 'Europe/Berlin')).toBe(14 * 60);
    expect(localMinuteOfDay(at('2026-01-15T12:00:00Z'), 'Europe/Berlin')).toBe(13 * 60);
  });

  it('gives the new reading when the minute changes for the same zone', () => {
    expect(localMinuteOfDay(at('2026-01-15T10:00:59Z'), 'Europe/London')).toBe(600);
    expect(localMinuteOfDay(at('2026-01-15T10:01:00Z'), 'Europe/London')).toBe(601);
  });

  it('reads midnight as 0, not 24:00', () => {
    expect(localMinuteOfDay(at('2026-01-15T00:00:30Z'), 'UTC')).toBe(0);
  });

  it.each([
    ['Europe/London', '2026-03-29T00:00:00Z'],
    ['America/New_York', '2026-11-01T04:00:00Z'],
    ['Australia/Lord_Howe', '2026-04-04T13:00:00Z'],
    // Its clock changes at 16:30 UTC: on a half hour, not on an hour.
    ['Australia/Adelaide', '2026-04-04T15:00:00Z'],
    ['Asia/Kathmandu', '2026-01-15T00:00:00Z'],
    ['Pacific/Chatham', '2026-04-04T12:00:00Z'],
  ])(
    'stepped minute by minute through a clock change in %s, reads what the zone\u2019s own clock says',
    (zone, from) => {
      const hhmm = new Intl.DateTimeFormat('en-US', {
        hour: '2-digit',
        minute: '2-digit',
        hourCycle: 'h23',
        timeZone: zone,
      });
      for (let minute = 0; minute < 4 * 60; minute += 1) {
        const now = new Date(at(from).getTime() + minute * 60_000 + 30_000);
        const [hours, minutes] = hhmm.format(now).split(':').map(Number) as [number, number];
        expect(localMinuteOfDay(now, zone)).toBe(hours * 60 + minutes);
      }
    },
  );

  it('falls back to UTC when the zone name is unknown', () => {
    expect(localMinuteOfDay(at('2026-01-15T08:20:00Z'), 'Not/AZone')).toBe(500);
  });
});

describe('isWithinSchedule', () => {
  it('always runs when scheduling is off', () => {
    expect(
      isWithinSchedule({ ...schedule('09:00', '10:00'), scheduleAutobidding: false }, at('2026-01-15T23:00:00Z')),
    ).toBe(true);
  });

  it('uses the user time zone when deciding the window', () => {
    // 04:00 UTC is 09:30 in Kolkata: inside 09:00–17:00 there, outside it in UTC
    expect(isWithinSchedule(schedule('09:00', '17:00', 'Asia/Kolkata'), at('2026-01-15T04:00:00Z'))).toBe(true);
    expect(isWithinSchedule(schedule('09:00', '17:00', 'UTC'), at('2026-01-15T04:00:00Z'))).toBe(false);
  });

  it('runs after local midnight when the window is 22:00–02:00', () => {
    expect(isWithinSchedule(schedule('22:00', '02:00', 'Africa/Johannesburg'), at('2026-01-15T23:30:00Z'))).toBe(true);
    expect(isWithinSchedule(schedule('22:00', '02:00', 'Africa/Johannesburg'), at('2026-01-16T00:00:00Z'))).toBe(false);
  });
});
