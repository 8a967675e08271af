import type { ServiceDeps } from '#server/service-deps.js';
import { questionnaireSummary, type QuestionnaireBody } from '#shared/contracts/questionnaires.js';
import { CONTACT_PROMISE_HOURS, DESTINATION_LABELS } from '#shared/domain/constants.js';

/** The two mails of a new questionnaire: the visitor's confirmation and the agency's notice. */
export function questionnaireMails({ config, mailer, log }: Pick<ServiceDeps, 'config' | 'mailer' | 'log'>) {
  function summaryLines(body: QuestionnaireBody): string[] {
    return questionnaireSummary(body).map(([label, value]) => `  ${label}: ${value}`);
  }

  return {
    /** Sends both; the request is stored already, so a mail that fails is logged, never a 5xx. */
    async sendReceived(id: string, body: QuestionnaireBody): Promise<void> {
      const destination = DESTINATION_LABELS[body.destination];
      const visitor = mailer.send({
        to: body.email,
        replyTo: config.agencyEmail,
        subject: `Your ${destination} journey: we have received your request`,
        text: [
          `Dear ${body.name},`,
          '',
          `Thank you for sharing your plans with us. A journey to ${destination} is one of our favourite`,
          'stories to write, and a travel specialist is already reading your answers.',
          '',
          `We will contact you within ${CONTACT_PROMISE_HOURS} hours to talk it through and begin`,
          'composing an itinerary around you.',
          '',
          'Here is what you told us:',
          '',
          ...summaryLines(body),
          '',
          'If anything changes in the meantime, simply reply to this e-mail.',
          '',
          'With warm regards,',
          'Maison Voyage',
          config.publicUrl,
        ].join('\n'),
      });
      const agency = mailer.send({
        to: config.agencyEmail,
        replyTo: body.email,
        subject: `New trip request: ${body.name} (${destination})`,
        text: [
          `A new trip questionnaire arrived in the inbox. Promise: contact within ${CONTACT_PROMISE_HOURS} hours.`,
          '',
          `  Name: ${body.name}`,
          `  Email: ${body.email}`,
          ...summaryLines(body),
          '',
          `Open it in the backoffice: ${config.publicUrl}/backoffice/questionnaire-detail?id=${id}`,
        ].join('\n'),
      });
      const results = await Promise.allSettled([visitor, agency]);
      for (const r of results) {
        if (r.status === 'rejected') log.error({ err: r.reason, questionnaireId: id }, 'questionnaire mail failed');
      }
    },
  };
}
