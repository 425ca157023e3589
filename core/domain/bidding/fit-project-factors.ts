import type { FitEnv } from './fit-env.js';
import { add, type Sink } from './fit-reasons.js';
import type { Project, ProjectUpgrade } from './project.js';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

const UPGRADE_POINTS: Readonly<Partial<Record<ProjectUpgrade, number>>> = {
  sealed: 4,
  featured: 3,
  urgent: 2,
  nda: -4,
  qualified: -4,
};

const count = (n: number, unit: string): string => `${n} ${unit}${n === 1 ? '' : 's'} ago`;

/** "1 minute ago", "4 minutes ago", "1 hour ago", "5 days ago": rounded, so 59.7 minutes reads "1 hour ago". */
function ago(ms: number): string {
  const minutes = Math.max(1, Math.round(ms / MINUTE));
  if (minutes < 60) return count(minutes, 'minute');
  const hours = Math.round(ms / HOUR);
  if (hours < 24) return count(hours, 'hour');
  return count(Math.round(ms / DAY), 'day');
}

function competitionPoints(project: Project, sink: Sink): number {
  const count = project.bidCount;
  if (!(count >= 0)) return 0;
  const points = count === 0 ? 10 : count <= 5 ? 8 : count <= 15 ? 3 : count <= 30 ? 0 : count <= 50 ? -6 : -10;
  return add(sink, 'competition', points, () =>
    count === 0
      ? 'no bids yet'
      : count <= 5
        ? `only ${count} bid${count === 1 ? '' : 's'} so far`
        : `${count} bids already`,
  );
}

function clientPoints(project: Project, env: FitEnv, sink: Sink): number {
  const { client } = project;
  if (client === null || client === undefined) return 0;
  let points = 0;
  if (client.paymentVerified === true) points += add(sink, 'payment_verified', 8, () => 'client payment verified');
  else if (client.paymentVerified === false)
    points += add(sink, 'payment_verified', -12, () => 'client payment not verified');
  const { rating, reviews } = client;
  if (reviews === 0) points += add(sink, 'client_rating', -4, () => 'client has no reviews yet');
  else if (reviews !== null && reviews > 0 && rating !== null && rating >= 0) {
    const ratingPoints = rating >= 4.5 ? 8 : rating >= 4 ? 4 : rating >= 3 ? -4 : -12;
    points += add(
      sink,
      'client_rating',
      ratingPoints,
      () => `client rated ${rating.toFixed(1)} from ${reviews} review${reviews === 1 ? '' : 's'}`,
    );
  }
  if (client.registeredAt !== null) {
    const memberMs = env.nowMs - client.registeredAt.getTime();
    if (memberMs >= 0 && memberMs < 30 * DAY)
      points += add(sink, 'client_age', -4, () => `client joined ${ago(memberMs)}`);
    else if (memberMs >= 365 * DAY)
      points += add(
        sink,
        'client_age',
        3,
        () => `client on Freelancer since ${client.registeredAt?.getUTCFullYear() ?? ''}`,
      );
  }
  return points;
}

/** Early bids are read first: within 15 minutes +8, an hour +4; a project near its close (3 days, an urgent one's 12 hours) −8. */
function agePoints(project: Project, env: FitEnv, sink: Sink): number {
  // A clock ahead of ours reads as just posted.
  const ageMs = Math.max(0, env.nowMs - project.postedAt.getTime());
  if (!Number.isFinite(ageMs)) return 0;
  const late = project.upgrades?.includes('urgent') === true ? 12 * HOUR : 3 * DAY;
  const points = ageMs <= 15 * MINUTE ? 8 : ageMs <= HOUR ? 4 : ageMs > late ? -8 : 0;
  return add(sink, 'project_age', points, () => `posted ${ago(ageMs)}`);
}

/** Sealed bids hide prices (+4), featured and urgent clients invest in hiring (+3, +2); NDA and qualification exams add hurdles (−4 each). */
function upgradePoints(project: Project, sink: Sink): number {
  const { upgrades } = project;
  if (upgrades === undefined || upgrades.length === 0) return 0;
  let points = 0;
  const named: string[] = [];
  for (const upgrade of upgrades) {
    const worth = UPGRADE_POINTS[upgrade] ?? 0;
    if (worth === 0) continue;
    points += worth;
    named.push(upgrade === 'nda' ? 'NDA' : upgrade);
  }
  return add(sink, 'upgrades', points, () => `${named.join(', ')} project`);
}

/** The factors that depend on the project and the time alone, not on whose fit it is. */
export const projectPoints = (project: Project, env: FitEnv, sink: Sink): number =>
  competitionPoints(project, sink) +
  clientPoints(project, env, sink) +
  agePoints(project, env, sink) +
  upgradePoints(project, sink);
