import type { Project } from '../../../core/domain/bidding/project.js';
import { currencyCoded, JOBS, type SimulatorJob } from './catalogue.js';
import { NO_UPGRADES, type SimulatorProject, type SimulatorUpgrades } from './project-generator.js';
import { slugify } from './project-text.js';
import type { SimulatorClient } from './simulator-clients.js';

/** What a test gives beside a seeded project: stored upgrades and a balance minimum, none by default. */
export interface SeedExtras {
  readonly upgrades?: Partial<SimulatorUpgrades>;
  readonly minimumBalanceUsd?: number;
}

/**
 * A project (the domain shape) as the simulator stores it when seeded: exactly as given, with the
 * upgrades and balance minimum given, open until closed by hand; its language, average bid and
 * upgrades are served as given.
 */
export function seededProject(project: Project, extras: SeedExtras = {}): SimulatorProject {
  const ownerId = project.ownerId !== null && /^\d+$/.test(project.ownerId) ? Number(project.ownerId) : 81_234_567;
  return {
    id: Number(project.id),
    ownerId,
    title: project.title,
    seoUrl: project.url.includes('/projects/')
      ? project.url.replace(/^.*?\/projects\//, '')
      : `${slugify(project.title)}-${project.id}`,
    type: project.type,
    description: project.description,
    currency: seededCurrency(project.currency),
    budget: { minimum: project.budgetMin, maximum: project.budgetMax },
    jobs: project.skills.map(
      (name, index): SimulatorJob =>
        JOBS.find((job) => job.name === name) ?? { id: 90_000 + index, name, seoUrl: slugify(name), categoryId: 0 },
    ),
    submittedAt: project.postedAt.getTime(),
    closesAt: null,
    bidPeriod: 7,
    initialBids: project.bidCount,
    bidsPerHour: 0,
    maxBids: project.bidCount,
    hoursPerWeek: project.type === 'hourly' ? 10 : null,
    upgrades: seededUpgrades(project, extras.upgrades),
    seeded: true,
    minimumBalanceUsd: extras.minimumBalanceUsd ?? null,
    ...(project.language === undefined ? {} : { language: project.language }),
    bidAvg: project.bidAvg ?? null,
  };
}

const seededCurrency = (code: string): SimulatorProject['currency'] =>
  currencyCoded(code) ?? { id: 0, code, sign: code, name: code, country: '', exchangeRate: 1, weight: 0 };

function seededUpgrades(project: Project, given: Partial<SimulatorUpgrades> | undefined): SimulatorUpgrades {
  const upgrades = new Set(project.upgrades ?? []);
  return {
    ...NO_UPGRADES,
    featured: project.kinds.includes('featured') || upgrades.has('featured'),
    NDA: project.kinds.includes('nda') || upgrades.has('nda'),
    pf_only: project.kinds.includes('preferred_only'),
    premium: project.kinds.includes('verified_only'),
    qualified: project.kinds.includes('qualified') || upgrades.has('qualified'),
    sealed: upgrades.has('sealed'),
    urgent: upgrades.has('urgent'),
    fulltime: upgrades.has('fulltime'),
    nonpublic: upgrades.has('nonpublic'),
    ...given,
  };
}

/** The project's client, stored as its owner's when the project has one and it is the owner. */
export function seededClient(project: Project, ownerId: number): SimulatorClient | undefined {
  const { client } = project;
  if (client === undefined || client === null || String(ownerId) !== client.id) return undefined;
  return {
    id: ownerId,
    username: `client_${ownerId}`,
    paymentVerified: client.paymentVerified,
    rating: client.rating,
    reviews: client.reviews,
    country: client.country,
    registeredAt: client.registeredAt === null ? null : client.registeredAt.getTime(),
  };
}
