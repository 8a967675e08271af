/** The home page's hero panorama (also its share image): a module of its own, so the signed-in app's router, which
 * names it in the home route's head, does not carry the home page's content (ADR 033). */
export const HERO_IMAGE = '/images/hero.svg';
