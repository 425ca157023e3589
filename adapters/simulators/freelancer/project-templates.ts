/** Words the project generator composes titles and descriptions from, per category id. */
export interface CategoryTemplates {
  readonly subjects: readonly string[];
  /** `{job}` and `{subject}` are filled in. */
  readonly titles: readonly string[];
  readonly intros: readonly string[];
  readonly details: readonly string[];
}

export const TEMPLATES: Readonly<Record<number, CategoryTemplates>> = {
  1: {
    subjects: [
      'online store',
      'booking website',
      'company website',
      'real estate portal',
      'restaurant ordering site',
      'membership site',
      'SaaS dashboard',
      'school management system',
      'inventory system',
      'job board',
    ],
    titles: [
      'Build a {subject} with {job}',
      '{job} developer needed for {subject}',
      'Fix bugs on our {job} {subject}',
      'Speed up and redesign our {subject}',
      'Add a payment gateway to our {subject}',
      'Migrate our {subject} to {job}',
      'Senior {job} developer for ongoing {subject} work',
    ],
    intros: [
      'We are looking for an experienced {job} developer to help with our {subject}.',
      'Our {subject} is built with {job}, and we need a reliable developer for this work.',
      'I need a skilled {job} developer for a {subject} project.',
    ],
    details: [
      'The site must be responsive and load fast on mobile.',
      'We already have the designs in Figma.',
      'Payments should go through Stripe and PayPal.',
      'You will work with our existing REST API.',
      'The admin area needs user roles and CSV export.',
      'Clean, documented code and Git access are required.',
      'Hosting is on a VPS; help with deployment is a plus.',
      'SEO-friendly URLs and basic analytics are needed.',
    ],
  },
  2: {
    subjects: [
      'fitness tracking app',
      'food delivery app',
      'e-commerce app',
      'booking app',
      'chat app',
      'loyalty card app',
      'taxi booking app',
      'language learning app',
    ],
    titles: [
      'Develop a {subject} ({job})',
      '{job} developer for our {subject}',
      'Fix crashes in our {subject}',
      'Publish our {subject} to the app stores',
      'Build the MVP of a {subject} with {job}',
      'Add push notifications to our {subject}',
    ],
    intros: [
      'We need a {job} developer for our {subject} on Android and iOS.',
      'Our existing {subject} needs an experienced {job} developer.',
      'I am looking for a {job} expert to work on a {subject}.',
    ],
    details: [
      'The backend API is ready and documented.',
      'Users must be able to sign in with Google and Apple.',
      'Push notifications and in-app purchases are required.',
      'The UI designs are finished.',
      'The app must work offline and sync later.',
      'You will also handle the Play Store and App Store submission.',
      'Maps and location tracking are part of the scope.',
    ],
  },
  3: {
    subjects: [
      'coffee shop brand',
      'tech startup',
      'fitness studio',
      "children's book",
      'mobile banking app',
      'real estate agency',
      'YouTube channel',
      'product packaging',
    ],
    titles: [
      'Logo and brand identity for a {subject}',
      '{job} for our {subject}',
      'Need a creative designer for our {subject}',
      'Social media banners for a {subject}',
      'Refresh the look of our {subject}',
      'UI mockups for a {subject}',
    ],
    intros: [
      'We need a talented designer with {job} skills for our {subject}.',
      'I am launching a {subject} and need professional {job} work.',
      'Looking for a creative {job} specialist to refresh our {subject}.',
    ],
    details: [
      'Please provide source files (AI, PSD or Figma).',
      'We want a modern, minimal style with two or three colours.',
      'Three initial concepts, then revisions on the chosen one.',
      'The brand guide should include fonts and colour codes.',
      'Deliverables must be print-ready and web-ready.',
      'Include a portfolio link with similar work.',
    ],
  },
  4: {
    subjects: [
      'travel blog',
      'SaaS website',
      'health and wellness blog',
      'e-commerce store',
      'finance newsletter',
      'company annual report',
      'online course',
      'technology blog',
    ],
    titles: [
      '{job} for our {subject}',
      'Need 10 SEO articles for a {subject}',
      'Native English writer for our {subject}',
      'Proofread and edit content for our {subject}',
      'Write product descriptions for our {subject}',
      'Long-term writer needed for a {subject}',
    ],
    intros: [
      'We are looking for a native English writer with {job} experience for our {subject}.',
      'Our {subject} needs regular, well-researched content.',
      'I need help with {job} for a {subject}; quality matters more than speed.',
    ],
    details: [
      'Each article should be 1,000 to 1,500 words.',
      'Content must be original and pass plagiarism checks.',
      'We provide keywords and an outline for each piece.',
      'Purely AI-generated text will not be accepted.',
      'Please follow our style guide and tone of voice.',
      'There is ongoing work for the right writer.',
    ],
  },
  5: {
    subjects: [
      'product catalogue',
      'customer database',
      'real estate listings',
      'lead list',
      'invoice archive',
      'supplier price list',
      'survey results',
      'CRM',
    ],
    titles: [
      'Data entry into our {subject}',
      'Copy data from PDFs to Excel for our {subject}',
      'Virtual assistant to keep our {subject} up to date',
      'Clean and de-duplicate our {subject}',
      'Web research to build a {subject}',
      'Scrape websites to fill our {subject}',
    ],
    intros: [
      'We need accurate {job} help to update our {subject}.',
      'Looking for a detail-oriented assistant to work on our {subject}.',
      'I need someone reliable for {job} on a {subject}.',
    ],
    details: [
      'About 2,000 rows need to be entered.',
      'Accuracy is more important than speed.',
      'You will work in Google Sheets.',
      'The data comes from scanned PDFs and websites.',
      'A few hours a day, Monday to Friday.',
      'Please tell us your typing speed.',
    ],
  },
  6: {
    subjects: [
      'online store',
      'dental clinic',
      'SaaS product',
      'local restaurant',
      'mobile game',
      'real estate agency',
      'online course',
      'fashion brand',
    ],
    titles: [
      '{job} for our {subject}',
      'Grow traffic for our {subject}',
      'Run ad campaigns for a {subject}',
      'SEO audit and fixes for our {subject}',
      'Social media manager for a {subject}',
      'Generate B2B leads for our {subject}',
    ],
    intros: [
      'We want to grow sales for our {subject} with {job}.',
      'Looking for an expert in {job} to take over marketing for our {subject}.',
      'Our {subject} needs more qualified leads; {job} experience is a must.',
    ],
    details: [
      'The monthly ad budget is already set.',
      'Please share results from past campaigns.',
      'We need weekly reports with clear metrics.',
      'Target markets are the US, UK and Australia.',
      'A content calendar and copy are part of the job.',
      'You will get access to Google Analytics and Search Console.',
    ],
  },
};

export const CLOSINGS: readonly string[] = [
  'Please share examples of similar work.',
  'Only apply if you have done this before.',
  'Start your proposal with the word "{word}" so I know you read this.',
  'Looking forward to your proposals.',
  'Fast and clear communication is important to me.',
  'Please tell me how you would approach this.',
];

export const CHECK_WORDS: readonly string[] = ['pineapple', 'blue', 'ready', 'sunrise', 'mango', 'compass'];
