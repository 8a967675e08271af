/**
 * Blog wording and dates (spec §2 Blog, §9 "blog dates in French long form").
 * Dates use Intl with a fixed time zone so the server and the browser print
 * the same day.
 */

const TIME_ZONE = 'Europe/Paris';
const frenchLong = new Intl.DateTimeFormat('fr-FR', { day: 'numeric', month: 'long', year: 'numeric', timeZone: TIME_ZONE });
const englishLong = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: TIME_ZONE });

/** '12 mai 2026' */
export function frenchDate(iso: string): string {
  return frenchLong.format(new Date(iso));
}

/** '12 May 2026' (the English home page). */
export function englishDate(iso: string): string {
  return englishLong.format(new Date(iso));
}

/** 'N min de lecture' */
export const readingTimeLabel = (minutes: number) => `${minutes} min de lecture`;

/** 'N vues' ('1 vue' in the singular, as French writes it). */
export const viewsLabel = (views: number) => `${views} ${views > 1 ? 'vues' : 'vue'}`;

/**
 * The call to action under a post, verbatim from the spec: a plain space before
 * '?' (not the non-breaking one frenchSpacing gives titles), so it is never passed through it.
 */
export const BLOG_CTA_TITLE = 'Prêt à organiser votre voyage ?';
