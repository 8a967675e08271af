import { formatDate, type DateOptions } from '#shared/domain/dates';

/**
 * Blog wording and dates (spec §2 Blog, §9 "blog dates in French long form").
 * Dates are printed in the agency's time zone so the server and the browser
 * print the same day.
 */
const PUBLISHED: DateOptions = { timeZone: 'Europe/Paris', month: 'long' };

/** '12 mai 2026' */
export const frenchDate = (iso: string): string => formatDate(iso, { ...PUBLISHED, lang: 'fr' });

/** '12 May 2026' (the English home page). */
export const englishDate = (iso: string): string => formatDate(iso, PUBLISHED);

/** 'N min de lecture' */
export const readingTimeLabel = (minutes: number) => `${minutes} min de lecture`;

/** 'N vues' ('1 vue' in the singular, as French writes it). */
export const viewsLabel = (views: number) => `${views} ${views > 1 ? 'vues' : 'vue'}`;

/**
 * The call to action under a post: the spec's words, set like the rest of the
 * French text (a non-breaking space before '?', so the mark never starts a line).
 */
export const BLOG_CTA_TITLE = 'Prêt à organiser votre voyage\u00a0?';
