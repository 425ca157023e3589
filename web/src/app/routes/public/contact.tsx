import { pageContainer } from '@/features/public/components/class-names';
import { ContactDetails } from '@/features/public/components/contact/contact-details';
import { ContactForm } from '@/features/public/components/contact/contact-form';
import { PageIntro } from '@/features/public/components/page-intro';

export default function ContactRoute() {
  return (
    <>
      <PageIntro title="Get in Touch">
        <p>Questions about plans, payments or your bidding rules? Send us a message and we will help.</p>
      </PageIntro>
      <div className={`${pageContainer} grid items-start gap-10 py-12 lg:grid-cols-[2fr_1fr]`}>
        <ContactForm />
        <ContactDetails />
      </div>
    </>
  );
}
