import { ContactInbox, SendContactMessage } from '../../../core/use-cases/contact/contact-messages.js';
import type { UseCaseAdapters, UseCaseSettings } from './adapters-and-settings.js';
import { methodsOf, run } from './bind.js';

export function contactUseCases({ contactMessages, mailer, clock }: UseCaseAdapters, settings: UseCaseSettings) {
  const contactInbox = new ContactInbox(contactMessages, clock);
  return {
    send: run(
      new SendContactMessage(
        contactMessages,
        mailer,
        clock,
        settings.supportEmail ?? null,
        settings.reportContactMailFailure,
      ),
    ),
    inbox: (page: number, limit: number) => contactInbox.list({ page, limit }),
    ...methodsOf(contactInbox, ['markHandled']),
  };
}
