/**
 * What the simulator's briefs say beyond the work itself, so `npm start` shows every rule of
 * docs/design.md#freelancer-simulator-clients-and-briefs at work: a stated timeline, questions and instructions for
 * the bidder, scams, projects in other languages, and a writing job that lists one developer skill.
 */

/** What a generated brief carries, for tests and the simulator's project page; Freelancer itself says none of this. */
export const BRIEF_TRAITS = ['timeline', 'question', 'instruction', 'scam', 'non_english', 'skill_trap'] as const;
export type BriefTrait = (typeof BRIEF_TRAITS)[number];

/** Shares of generated projects; each drawn on its own, so a brief may carry several. */
export const BRIEF_SHARES = {
  /** de, es, fr and pt together; Freelancer's `language` says which. */
  nonEnglish: 0.08,
  /** Of English projects: a writing job listing one developer skill (issue 20's example). */
  skillTrap: 0.03,
  /** Fixed projects whose brief states when the work is due; hourly ones state it less often. */
  fixedTimeline: 0.5,
  hourlyTimeline: 0.2,
  question: 0.3,
  /** An instruction on top of the closings that already carry one. */
  instruction: 0.1,
  scam: 0.04,
} as const;

/** `{days}` and `{weeks}` are filled in; the weeks forms only for two whole weeks or more. */
export const TIMELINES_IN_DAYS: readonly string[] = [
  'Needed within {days} days.',
  'I need this done within {days} days.',
  'The deadline is {days} days after award.',
];
export const TIMELINES_IN_WEEKS: readonly string[] = [
  'The deadline is in {weeks} weeks.',
  'This must be finished within {weeks} weeks.',
];
export const TIMELINE_DAYS: readonly number[] = [2, 3, 3, 5, 7, 10, 14, 14, 21, 28];
export const HOURLY_TIMELINES: readonly string[] = [
  'The first milestone is due within {days} days.',
  'We need the first results within {days} days.',
];

/** Questions a client wants answered in the bid, per category id; `{job}` is filled in. */
export const QUESTIONS: Readonly<Record<number, readonly string[]>> = {
  1: [
    'Which CMS have you used?',
    'Have you integrated Stripe before?',
    'Can you share a site you built with {job}?',
    'How would you test this before handover?',
  ],
  2: [
    'Which apps have you published to the App Store or Google Play?',
    'Have you used Firebase?',
    'How do you handle offline sync?',
  ],
  3: [
    'Which design tools do you use?',
    'How many revisions are included in your price?',
    'Can you share two logos you designed?',
  ],
  4: ['Which niches have you written for?', 'Can you share two writing samples?', 'Do you use AI tools when writing?'],
  5: [
    'What is your typing speed?',
    'How many hours a day are you available?',
    'Have you worked in Google Sheets before?',
  ],
  6: [
    'Which ad platforms have you managed?',
    'What monthly ad budget have you handled?',
    'Which results can you share from a past campaign?',
  ],
};
export const QUESTIONS_INTRO: readonly string[] = [
  'Please answer in your bid:',
  'In your proposal, tell me:',
  'Questions:',
];

/** Bidder instructions (`{word}` filled in from CHECK_WORDS); the closings carry one more. */
export const INSTRUCTIONS: readonly string[] = [
  "Start your bid with the word '{word}' so I know you read this.",
  'Write "{word}" as the first word of your proposal; bids without it are ignored.',
  'Mention the word "{word}" at the end of your bid.',
];

/** Scams Freelancer's own warnings describe: off-platform contact or payment, fees up front, unpaid tests, cheque and crypto overpayment. */
export const SCAMS: readonly string[] = [
  'Please contact me on WhatsApp at +1 555 0134 to discuss; I do not check messages here.',
  'Add me on Telegram @fastjobs_hr for the details, we will continue there.',
  'Before we start you must pay a $30 registration fee for our onboarding platform.',
  'To be selected you must first complete a free test task (a full landing page), unpaid.',
  'I will send you a cheque for more than the amount; please refund the difference by bank transfer.',
  'Payment is in USDT (crypto) outside Freelancer, after you send a small deposit to verify your wallet.',
];

/** The writing job that lists one developer skill: a bidder matched on that skill alone would bid on it. */
export const SKILL_TRAP = {
  titles: [
    'Weekly articles for a finance newsletter',
    'Blog posts for a personal finance newsletter',
    'Ghostwriter for an investing newsletter',
  ],
  description:
    'We publish a weekly personal-finance newsletter and need a writer for four articles a month about budgeting, saving and investing. Each article is 1,200 words, researched and in plain English. Experience writing about money is a must.',
  writingJobs: ['Article Writing', 'Content Writing', 'Copywriting'],
  devJobs: ['Swift', 'iOS Development', 'PHP', 'Python', 'React.js', 'Laravel', 'Node.js'],
} as const;

export type BriefLanguage = 'de' | 'es' | 'fr' | 'pt';

/** A project written in another language, whatever its category: `{job}`, `{skills}` and `{days}` are filled in. */
export interface ForeignTemplates {
  readonly titles: readonly string[];
  readonly intros: readonly string[];
  readonly details: readonly string[];
  readonly skills: string;
  readonly timeline: string;
  readonly closing: string;
}

export const FOREIGN: Readonly<Record<BriefLanguage, ForeignTemplates>> = {
  de: {
    titles: [
      '{job}-Experte für unser Projekt gesucht',
      'Wir suchen Unterstützung mit {job}',
      'Hilfe bei {job} benötigt',
    ],
    intros: [
      'Wir suchen einen erfahrenen Freelancer mit {job}-Kenntnissen für ein laufendes Projekt.',
      'Für unser Unternehmen brauchen wir Unterstützung im Bereich {job}.',
    ],
    details: [
      'Gute Kommunikation auf Deutsch ist wichtig.',
      'Die Arbeit sollte sauber dokumentiert sein.',
      'Wir arbeiten gern langfristig zusammen.',
    ],
    skills: 'Benötigte Fähigkeiten: {skills}.',
    timeline: 'Fertigstellung innerhalb von {days} Tagen.',
    closing: 'Bitte schicken Sie Beispiele ähnlicher Arbeiten.',
  },
  es: {
    titles: [
      'Se busca experto en {job} para nuestro proyecto',
      'Necesito ayuda con {job}',
      'Profesional de {job} para trabajo continuo',
    ],
    intros: [
      'Buscamos un freelancer con experiencia en {job} para un proyecto de nuestra empresa.',
      'Necesito un profesional de {job} para trabajar en nuestra web.',
    ],
    details: [
      'La comunicación en español es importante.',
      'El código debe estar bien documentado.',
      'Hay trabajo continuo para la persona adecuada.',
    ],
    skills: 'Habilidades necesarias: {skills}.',
    timeline: 'Lo necesito en {days} días.',
    closing: 'Por favor, envíe ejemplos de trabajos similares.',
  },
  fr: {
    titles: [
      'Recherche expert {job} pour notre projet',
      "Besoin d'aide avec {job}",
      'Freelance {job} pour une mission suivie',
    ],
    intros: [
      'Nous recherchons un freelance expérimenté en {job} pour un projet de notre entreprise.',
      'Je cherche un professionnel {job} pour notre site.',
    ],
    details: [
      'La communication en français est importante.',
      'Le travail doit être propre et documenté.',
      'Une collaboration à long terme est possible.',
    ],
    skills: 'Compétences requises : {skills}.',
    timeline: 'À livrer sous {days} jours.',
    closing: "Merci d'envoyer des exemples de travaux similaires.",
  },
  pt: {
    titles: [
      'Procuro especialista em {job} para nosso projeto',
      'Preciso de ajuda com {job}',
      'Profissional de {job} para trabalho contínuo',
    ],
    intros: [
      'Procuramos um freelancer com experiência em {job} para um projeto da nossa empresa.',
      'Preciso de um profissional de {job} para trabalhar no nosso site.',
    ],
    details: [
      'A comunicação em português é importante.',
      'O trabalho deve ser bem documentado.',
      'Há trabalho contínuo para a pessoa certa.',
    ],
    skills: 'Habilidades necessárias: {skills}.',
    timeline: 'Preciso disso em {days} dias.',
    closing: 'Envie exemplos de trabalhos semelhantes, por favor.',
  },
};

export const LANGUAGE_NAMES: Readonly<Record<string, string>> = {
  en: 'English',
  de: 'German',
  es: 'Spanish',
  fr: 'French',
  pt: 'Portuguese',
};
