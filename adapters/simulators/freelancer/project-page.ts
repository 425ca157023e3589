import type { ParameterizedContext } from 'koa';
import { escapeHtml, simulatorPage } from '../page-shell.js';
import { LANGUAGE_NAMES } from './project-briefs.js';
import { UPGRADE_FLAGS, type SimulatorProject, type SimulatorUpgrades, type UpgradeFlag } from './project-generator.js';
import { countryName, type SimulatorClient } from './simulator-clients.js';
import type { FreelancerSimulatorState } from './simulator-state.js';

// The server's CSP allows inline styles but no script: the page is plain HTML.
const STYLE = `
  body { margin: 0; font-family: system-ui, -apple-system, 'Segoe UI', sans-serif; background: #f3f5f8; color: #1f2937; }
  header { background: #0e1724; color: #fff; padding: 14px 24px; font-weight: 600; letter-spacing: .02em; }
  header small { font-weight: 400; opacity: .75; margin-left: 8px; }
  main { max-width: 720px; margin: 32px auto; background: #fff; border-radius: 10px; padding: 28px; box-shadow: 0 2px 10px rgba(0,0,0,.08); }
  @media (max-width: 760px) { main { margin: 16px; padding: 20px; } }
  h1 { font-size: 1.4rem; margin: 0 0 8px; overflow-wrap: anywhere; }
  h2 { font-size: 1.05rem; margin: 0 0 8px; }
  .status { display: inline-block; border-radius: 999px; padding: 2px 10px; font-size: .8rem; font-weight: 600; }
  .open { background: #dcfce7; color: #166534; }
  .closed { background: #e5e7eb; color: #374151; }
  dl { display: grid; grid-template-columns: max-content 1fr; gap: 8px 16px; margin: 20px 0; }
  dt { color: #4b5563; }
  dd { margin: 0; overflow-wrap: anywhere; }
  .description { white-space: pre-line; line-height: 1.5; overflow-wrap: anywhere; }
  .note { color: #4b5563; font-size: .85rem; margin-top: 24px; }
`;

function layout(title: string, content: string): string {
  return simulatorPage({
    title,
    site: 'Freelancer simulator',
    tagline: "BidPilot's built-in stand-in for Freelancer.com",
    style: STYLE,
    content,
  });
}

const amount = (value: number): string => value.toLocaleString('en-US', { maximumFractionDigits: 2 });

function budgetText(project: SimulatorProject): string {
  const { minimum, maximum } = project.budget;
  const range = maximum === null ? `${amount(minimum)}+` : `${amount(minimum)} – ${amount(maximum)}`;
  return `${project.currency.sign}${range} ${project.currency.code}${project.type === 'hourly' ? ' per hour' : ''}`;
}

const UPGRADE_NAMES: Readonly<Record<UpgradeFlag, string>> = {
  featured: 'Featured',
  sealed: 'Sealed',
  nonpublic: 'Private',
  fulltime: 'Full time',
  urgent: 'Urgent',
  qualified: 'Qualification exam required',
  NDA: 'NDA',
  ip_contract: 'IP agreement',
  non_compete: 'Non-compete',
  project_management: 'Project management',
  pf_only: 'Preferred Freelancers only',
  premium: 'Verified freelancers only',
  enterprise: 'Enterprise',
};

const languageText = (code: string | null): string =>
  code === null ? 'Not stated' : `${LANGUAGE_NAMES[code] ?? code} (${code})`;

/** What Freelancer's project page says of the client beside the brief, as the owner projections report it. */
function clientRows(client: SimulatorClient | undefined, row: (label: string, value: string) => string): string {
  if (client === undefined) return row('Client', 'Not known to the simulator');
  const verified =
    client.paymentVerified === null ? 'Not stated' : client.paymentVerified ? 'Verified' : 'Not verified';
  const rating =
    client.reviews === null || client.rating === null
      ? 'Not stated'
      : client.reviews === 0
        ? 'No reviews yet'
        : `${client.rating.toFixed(1)} of 5 from ${client.reviews} review${client.reviews === 1 ? '' : 's'}`;
  const since = client.registeredAt === null ? 'Not stated' : new Date(client.registeredAt).toISOString().slice(0, 10);
  return `${row('Client', `${client.username} (id ${client.id})`)}${row('Payment method', verified)}${row('Rating', rating)}${row('Country', countryName(client.country) ?? 'Not stated')}${row('Member since', since)}`;
}

function projectHtml(
  project: SimulatorProject,
  served: SimulatorUpgrades,
  open: boolean,
  bidCount: number,
  client: SimulatorClient | undefined,
): string {
  const upgrades = UPGRADE_FLAGS.filter((name) => served[name]).map((name) => UPGRADE_NAMES[name]);
  const row = (label: string, value: string) => `<dt>${label}</dt><dd>${escapeHtml(value)}</dd>`;
  const language = project.language === undefined ? 'en' : project.language;
  // Screen readers read a brief in another language than the page's in its own.
  const lang = language !== null && language !== 'en' && /^[a-z]{2,3}$/.test(language) ? ` lang="${language}"` : '';
  return `<h1${lang}>${escapeHtml(project.title)}</h1>
<span class="status ${open ? 'open' : 'closed'}">${open ? 'Open for bids' : 'Closed'}</span>
<dl>${row('Budget', budgetText(project))}${row('Type', project.type === 'hourly' ? 'Hourly' : 'Fixed price')}${row('Skills', project.jobs.map((job) => job.name).join(', ') || 'None')}${row('Language', languageText(language))}${row('Bids', String(bidCount))}${row('Posted', `${new Date(project.submittedAt).toISOString().slice(0, 16).replace('T', ' ')} UTC`)}${upgrades.length > 0 ? row('Upgrades', upgrades.join(', ')) : ''}${row('Project id', String(project.id))}</dl>
<h2>About the client</h2>
<dl>${clientRows(client, row)}</dl>
<h2>Description</h2>
<p class="description"${lang}>${escapeHtml(project.description)}</p>
<p class="note">This project exists only in BidPilot's built-in Freelancer simulator; with a real Freelancer API configured, project links go to Freelancer's own site.</p>`;
}

/**
 * GET {prefix}/projects/{seo_url}: the simulator's page of one project, where BidPilot's project
 * links lead when the simulator serves. The project is found by the id that ends its SEO path, as
 * the simulator writes them (`react-js/build-a-dashboard-40100200`); any other path is not found.
 */
export async function projectPage(
  ctx: ParameterizedContext,
  state: FreelancerSimulatorState,
  path: string,
): Promise<void> {
  const id = /(\d+)\/?$/.exec(path)?.[1];
  const project = id === undefined ? undefined : await state.project(Number(id));
  ctx.set('Cache-Control', 'no-store');
  ctx.type = 'html';
  if (project === undefined) {
    ctx.status = 404;
    ctx.body = layout(
      'Project not found',
      `<h1>Project not found</h1><p>The simulator has no project at this address. Old projects without bids are dropped after a day.</p>`,
    );
    return;
  }
  const bidCount = (await state.bidCounts([project])).get(project.id) ?? 0;
  const client = (await state.clientsOf([project])).get(project.ownerId);
  ctx.status = 200;
  ctx.body = layout(
    project.title,
    projectHtml(project, state.upgradesOf(project), state.isOpen(project), bidCount, client),
  );
}
