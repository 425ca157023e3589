import { Link } from 'react-router-dom';
import { pageContainer, textLink } from '../class-names';
import { SUPPORT_EMAIL } from '@/config/support';
import { PageIntro } from '../page-intro';
import { paths } from '@/config/paths';

export interface LegalSection {
  readonly heading: string;
  readonly paragraphs?: readonly string[];
  readonly points?: readonly string[];
}

export interface LegalDocumentProps {
  readonly title: string;
  readonly summary: string;
  readonly sections: readonly LegalSection[];
}

const slug = (text: string): string =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/** One legal page: its title and summary, numbered sections, and where to ask about it. */
export function LegalDocument({ title, summary, sections }: LegalDocumentProps) {
  return (
    <>
      <PageIntro title={title}>
        <p>{summary}</p>
      </PageIntro>
      <div className={`${pageContainer} py-12`}>
        <div className="max-w-3xl space-y-10">
          {sections.map((section, index) => {
            const headingId = `legal-${slug(section.heading)}`;
            return (
              <section key={section.heading} aria-labelledby={headingId}>
                <h2 id={headingId} className="text-xl font-semibold text-slate-900">
                  {index + 1}. {section.heading}
                </h2>
                {section.paragraphs?.map((paragraph) => (
                  <p key={paragraph} className="mt-3 leading-relaxed text-slate-700">
                    {paragraph}
                  </p>
                ))}
                {section.points ? (
                  <ul className="mt-3 list-disc space-y-2 pl-6 text-slate-700">
                    {section.points.map((point) => (
                      <li key={point}>{point}</li>
                    ))}
                  </ul>
                ) : null}
              </section>
            );
          })}
          <section aria-labelledby="legal-questions" className="rounded-xl bg-slate-50 p-6">
            <h2 id="legal-questions" className="text-xl font-semibold text-slate-900">
              Questions
            </h2>
            <p className="mt-3 text-slate-700">
              Write to{' '}
              <a href={`mailto:${SUPPORT_EMAIL}`} className={textLink}>
                {SUPPORT_EMAIL}
              </a>{' '}
              or use our{' '}
              <Link to={paths.contactUs} className={textLink}>
                contact form
              </Link>
              .
            </p>
          </section>
        </div>
      </div>
    </>
  );
}
