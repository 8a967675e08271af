import type { ServiceDeps } from '#server/service-deps.js';
import { renderMail, type MailContent } from '#server/providers/mail/layout.js';
import { questionnaireSummary, type QuestionnaireBody } from '#shared/contracts/questionnaires.js';
import { CONTACT_PROMISE_HOURS, DESTINATION_LABELS } from '#shared/domain/constants.js';
import { mailGreeting } from '#shared/domain/names.js';

/** The visitor's confirmation of a new questionnaire, with their answers. */
export function receivedMail(body: QuestionnaireBody): MailContent {
  const destination = DESTINATION_LABELS[body.destination];
  return {
    subject: `Your ${destination} journey: we have received your request`,
    preheader: `A travel specialist will contact you within ${CONTACT_PROMISE_HOURS} hours to begin composing your itinerary.`,
    heading: `Your ${destination} journey begins`,
    greeting: mailGreeting(body.name, body.email),
    blocks: [
      {
        kind: 'paragraph',
        text: `Thank you for sharing your plans with us. A journey to ${destination} is one of our favourite stories to write, and a travel specialist is already reading your answers.`,
      },
      {
        kind: 'paragraph',
        text: `We will contact you within ${CONTACT_PROMISE_HOURS} hours to talk it through and begin composing an itinerary around you.`,
      },
      { kind: 'details', title: 'Here is what you told us', rows: questionnaireSummary(body) },
      { kind: 'paragraph', text: 'If anything changes in the meantime, simply reply to this e-mail.' },
    ],
    signature: ['With warm regards,', 'Maison Voyage'],
  };
}

/** The agency's notice of a new questionnaire, with a link to its review. */
export function agencyNoticeMail(id: string, body: QuestionnaireBody, publicUrl: string): MailContent {
  const destination = DESTINATION_LABELS[body.destination];
  return {
    subject: `New trip request: ${body.name} (${destination})`,
    preheader: `${body.name} would like to travel to ${destination}. Promise: contact within ${CONTACT_PROMISE_HOURS} hours.`,
    heading: 'A new trip request',
    blocks: [
      {
        kind: 'paragraph',
        text: `A new trip questionnaire arrived in the inbox. Promise: contact within ${CONTACT_PROMISE_HOURS} hours.`,
      },
      { kind: 'button', label: 'Open it in the backoffice', url: `${publicUrl}/backoffice/questionnaire-detail?id=${id}` },
      { kind: 'details', title: 'The request', rows: [['Name', body.name], ['Email', body.email], ...questionnaireSummary(body)] },
    ],
  };
}

/** The two mails of a new questionnaire: the visitor's confirmation and the agency's notice. */
export function questionnaireMails({ config, mailer, log }: Pick<ServiceDeps, 'config' | 'mailer' | 'log'>) {
  const render = (content: MailContent) => renderMail(content, { publicUrl: config.publicUrl });
  return {
    /** Sends both; the request is stored already, so a mail that fails is logged, never a 5xx. */
    async sendReceived(id: string, body: QuestionnaireBody): Promise<void> {
      const visitor = mailer.send({ to: body.email, replyTo: config.agencyEmail, ...render(receivedMail(body)) });
      const agency = mailer.send({
        to: config.agencyEmail,
        replyTo: body.email,
        ...render(agencyNoticeMail(id, body, config.publicUrl)),
      });
      const results = await Promise.allSettled([visitor, agency]);
      for (const r of results) {
        if (r.status === 'rejected') log.error({ err: r.reason, questionnaireId: id }, 'questionnaire mail failed');
      }
    },
  };
}
