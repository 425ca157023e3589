/**
 * The simulator's job (skill) catalogue, categories and currencies. Job names are real Freelancer
 * job names; the ids of PHP, Python, Graphic Design, Logo Design and React.js are the real ones
 * (as Freelancer's jobs list gives them), the others are stable illustrative ids.
 */

export interface SimulatorCategory {
  readonly id: number;
  /** Freelancer's category name. */
  readonly name: string;
  /** The landing page's name for it. */
  readonly label: string;
  /** Share of new projects, in percent. */
  readonly weight: number;
}

export interface SimulatorJob {
  readonly id: number;
  readonly name: string;
  readonly seoUrl: string;
  readonly categoryId: number;
}

export const CATEGORIES = [
  { id: 1, name: 'Websites, IT & Software', label: 'Web Development', weight: 30 },
  { id: 2, name: 'Mobile Phones & Computing', label: 'Mobile Apps', weight: 15 },
  { id: 3, name: 'Design, Media & Architecture', label: 'Design', weight: 19 },
  { id: 4, name: 'Writing & Content', label: 'Writing & Content', weight: 12 },
  { id: 5, name: 'Data Entry & Admin', label: 'Data Entry & Admin', weight: 12 },
  { id: 6, name: 'Sales & Marketing', label: 'Digital Marketing', weight: 12 },
] as const satisfies readonly SimulatorCategory[];

const slug = (name: string): string =>
  name
    .toLowerCase()
    .replace(/\+/g, 'p')
    .replace(/#/g, 'sharp')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

const job = (id: number, name: string, categoryId: number): SimulatorJob => ({
  id,
  name,
  seoUrl: slug(name),
  categoryId,
});

export const JOBS: readonly SimulatorJob[] = [
  job(3, 'PHP', 1),
  job(13, 'Python', 1),
  job(759, 'React.js', 1),
  job(17, 'Website Design', 1),
  job(335, 'HTML', 1),
  job(7, 'JavaScript', 1),
  job(69, 'WordPress', 1),
  job(500, 'Node.js', 1),
  job(1073, 'Laravel', 1),
  job(1227, 'Shopify', 1),
  job(9, 'MySQL', 1),
  job(1331, 'Next.js', 1),
  job(44, 'Mobile App Development', 2),
  job(59, 'Android', 2),
  job(158, 'iPhone', 2),
  job(1185, 'iOS Development', 2),
  job(1688, 'Flutter', 2),
  job(1314, 'React Native', 2),
  job(1015, 'Swift', 2),
  job(1592, 'Kotlin', 2),
  job(1126, 'App Design', 2),
  job(20, 'Graphic Design', 3),
  job(32, 'Logo Design', 3),
  job(26, 'Photoshop', 3),
  job(47, 'Illustrator', 3),
  job(1100, 'User Interface / IA', 3),
  job(319, 'Banner Design', 3),
  job(1602, 'Figma', 3),
  job(95, 'Video Editing', 3),
  job(289, 'Illustration', 3),
  job(78, 'Article Writing', 4),
  job(1146, 'Content Writing', 4),
  job(88, 'Copywriting', 4),
  job(86, 'Ghostwriting', 4),
  job(191, 'Research Writing', 4),
  job(87, 'Proofreading', 4),
  job(89, 'Technical Writing', 4),
  job(164, 'Creative Writing', 4),
  job(39, 'Data Entry', 5),
  job(55, 'Excel', 5),
  job(134, 'Data Processing', 5),
  job(137, 'Web Search', 5),
  job(1171, 'Virtual Assistant', 5),
  job(198, 'Copy Typing', 5),
  job(1087, 'Web Scraping', 5),
  job(222, 'Customer Support', 5),
  job(1003, 'Internet Marketing', 6),
  job(1039, 'Social Media Marketing', 6),
  job(292, 'Search Engine Optimization (SEO)', 6),
  job(68, 'Marketing', 6),
  job(1081, 'Google Adwords', 6),
  job(1050, 'Facebook Marketing', 6),
  job(1170, 'Email Marketing', 6),
  job(2035, 'Digital Marketing', 6),
  job(1065, 'Lead Generation', 6),
];

export const jobsIn = (categoryId: number): readonly SimulatorJob[] =>
  JOBS.filter((candidate) => candidate.categoryId === categoryId);
export const categoryOf = (categoryId: number): SimulatorCategory | undefined =>
  CATEGORIES.find((category) => category.id === categoryId);
export const jobNamed = (name: string): SimulatorJob | undefined =>
  JOBS.find((candidate) => candidate.name.toLowerCase() === name.toLowerCase());

export interface SimulatorCurrency {
  readonly id: number;
  readonly code: string;
  readonly sign: string;
  readonly name: string;
  readonly country: string;
  /** USD per unit, as Freelancer's currency objects carry it. */
  readonly exchangeRate: number;
  /** Share of new projects, in percent. */
  readonly weight: number;
}

export const CURRENCIES: readonly SimulatorCurrency[] = [
  { id: 1, code: 'USD', sign: '$', name: 'US Dollar', country: 'US', exchangeRate: 1, weight: 52 },
  { id: 8, code: 'EUR', sign: '€', name: 'Euro', country: 'EU', exchangeRate: 1.05, weight: 12 },
  { id: 4, code: 'GBP', sign: '£', name: 'British Pound', country: 'GB', exchangeRate: 1.22, weight: 10 },
  { id: 11, code: 'INR', sign: '₹', name: 'Indian Rupee', country: 'IN', exchangeRate: 0.0116, weight: 14 },
  { id: 22, code: 'ZAR', sign: 'R', name: 'South African Rand', country: 'ZA', exchangeRate: 0.054, weight: 6 },
  { id: 3, code: 'AUD', sign: '$', name: 'Australian Dollar', country: 'AU', exchangeRate: 0.66, weight: 6 },
];

export const currencyCoded = (code: string): SimulatorCurrency | undefined =>
  CURRENCIES.find((currency) => currency.code === code);
