import type { ServiceDeps } from '#server/service-deps.js';
import { questionnairesRepo } from './repo.js';
import {
  questionnaireSummary,
  travelDatesOf,
  type QuestionnaireBody,
} from '#shared/contracts/questionnaires.js';
import { CONTACT_PROMISE_HOURS, DESTINATION_LABELS } from '#shared/domain/constants.js';

export interface SubmitMeta {
  ip?: string;
}

/** The public trip questionnaire (spec §2 Questionnaire modal, §7 trip_questionnaires insert). */
export function createQuestionnairesService({ config, db, mailer, log }: ServiceDeps) {
  const repo = questionnairesRepo(db);

  function summaryLines(body: QuestionnaireBody): string[] {
    return questionnaireSummary(body).map(([label, value]) => `  ${label}: ${value}`);
  }

  async function sendMails(id: string, body: QuestionnaireBody) {
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
    // The request is stored already: a mail that fails is logged, never lost as a 5xx.
    const results = await Promise.allSettled([visitor, agency]);
    for (const r of results) {
      if (r.status === 'rejected') log.error({ err: r.reason, questionnaireId: id }, 'questionnaire mail failed');
    }
  }

  return {
    /**
     * Stores the request (status new, folder inbox) and mails the visitor and
     * the agency. A filled honeypot is answered the same way, with nothing
     * stored or sent.
     */
    async submit(body: QuestionnaireBody, meta: SubmitMeta = {}): Promise<{ stored: boolean }> {
      if (body.website && body.website.trim() !== '') {
        log.warn({ ip: meta.ip }, 'questionnaire honeypot filled: ignored');
        return { stored: false };
      }
      const row = await repo.insert({
        name: body.name,
        email: body.email,
        destination: body.destination,
        travel_dates: JSON.stringify(travelDatesOf(body)),
        duration: body.duration,
        travelers: JSON.stringify({ adults: body.adults, children: body.children }),
        budget: body.budget,
        interests: body.interests,
        accommodation_preference: body.accommodation ?? null,
        travel_style: body.travelStyle ?? null,
        special_requests: body.specialRequests ?? null,
      });
      await sendMails(row.id, body);
      return { stored: true };
    },
  };
}

export type QuestionnairesService = ReturnType<typeof createQuestionnairesService>;
