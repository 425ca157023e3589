import type { FitEnv } from './fit-env.js';
import { add, type Sink } from './fit-reasons.js';
import type { Project } from './project.js';
import { skillOverlap } from './skill-matching.js';

// Intl formatting, or a regular expression, costs more than the reason: a tick writes reasons for every queued bid.
function usd(value: number): string {
  const digits = String(Math.round(Math.abs(value)));
  let grouped = digits.slice(0, ((digits.length - 1) % 3) + 1);
  for (let at = grouped.length; at < digits.length; at += 3) grouped += `,${digits.slice(at, at + 3)}`;
  return `${value < 0 ? '-' : ''}$${grouped}`;
}

/** Share of the project's skills the user has: all of them +20, a third 0, none −10. */
export const skillSharePoints = (shared: number, total: number): number =>
  total === 0 ? 0 : Math.round((30 * shared) / total) - 10;

export function skillPoints(project: Project, env: FitEnv, sink: Sink): number {
  const { shared, total } = skillOverlap(project, env.skills);
  return add(
    sink,
    'skills',
    skillSharePoints(shared, total),
    () => `shares ${shared} of ${total} skill${total === 1 ? '' : 's'}`,
  );
}

/** The user's lowest price for this kind of project, in US dollars (an hour for hourly); 0: the user set none. */
const floorUsd = (project: Project, env: FitEnv): number =>
  project.type === 'hourly' ? env.minHourlyRateUsd : env.minBidUsd;

/** The client's upper budget against the user's minimum: three times it +10, covering it +4, below it −15. */
export function budgetPoints(project: Project, env: FitEnv, upperUsd: number, sink: Sink): number {
  const floor = floorUsd(project, env);
  if (floor <= 0 || !(upperUsd > 0)) return 0;
  const unit = project.type === 'hourly' ? '/h' : '';
  if (upperUsd < floor)
    return add(
      sink,
      'budget',
      -15,
      () => `budget up to ${usd(upperUsd)}${unit}, below your minimum ${usd(floor)}${unit}`,
    );
  if (upperUsd >= 3 * floor)
    return add(sink, 'budget', 10, () => `budget up to ${usd(upperUsd)}${unit}, well above your minimum`);
  return add(sink, 'budget', 4, () => `budget up to ${usd(upperUsd)}${unit} covers your minimum`);
}

/** The user's likely price against the average bid: at or under it +4, over half again above it −6. */
export function priceVsAveragePoints(
  project: Project,
  env: FitEnv,
  upperUsd: number,
  rate: number,
  sink: Sink,
): number {
  const average = project.bidAvg;
  if (average === null || average === undefined || !(average > 0) || project.bidCount === 0 || !(upperUsd > 0))
    return 0;
  const averageUsd = average / rate;
  const priceUsd = Math.max(floorUsd(project, env), (env.bidPercentage / 100) * upperUsd);
  const unit = project.type === 'hourly' ? '/h' : '';
  if (priceUsd <= averageUsd)
    return add(
      sink,
      'price_vs_average',
      4,
      () => `your price ${usd(priceUsd)}${unit} is within the ${usd(averageUsd)}${unit} average bid`,
    );
  if (priceUsd > 1.5 * averageUsd)
    return add(
      sink,
      'price_vs_average',
      -6,
      () => `your price ${usd(priceUsd)}${unit} is well above the ${usd(averageUsd)}${unit} average bid`,
    );
  return 0;
}
