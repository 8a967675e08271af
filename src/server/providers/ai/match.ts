import type { Catalogue } from '#server/providers/places/catalogue/load.js';
import type { CatalogueCity, CataloguePlace } from '#server/providers/places/catalogue/schema.js';
import { normaliseText } from './destinations.js';

/**
 * Matching a place named by a model ('The Uffizi Gallery', 'Fontana di Trevi') back to the
 * catalogue, so that it gets real coordinates, hours and facts. Names are compared as sets of
 * words after removing articles and reading Italian and French words for a gallery, a church
 * or a bridge as the English ones. A match must be clear: a tie between two places is no match.
 */

const SKIPPED = new Set([
  'the', 'a', 'an', 'of', 'and', 'il', 'lo', 'la', 'le', 'les', 'l', 'i', 'gli', 'di', 'de', 'del', 'della', 'dello', 'dei', 'degli',
  'delle', 'des', 'du', 'd', 'e', 'et', 'al', 'alla', 'all', 'ai', 'au', 'aux', 'in', 'st', 'saint', 'santo',
]);

const SAME_WORD: Record<string, string> = {
  galleria: 'gallery', gallerie: 'gallery', galerie: 'gallery', galleries: 'gallery',
  museo: 'museum', musee: 'museum', musei: 'museum', museums: 'museum',
  chiesa: 'church', eglise: 'church', basilique: 'basilica', cattedrale: 'cathedral', cathedrale: 'cathedral',
  palazzo: 'palace', palais: 'palace', castello: 'castle', chateau: 'castle',
  ponte: 'bridge', pont: 'bridge', fontana: 'fountain', fontaine: 'fountain',
  giardino: 'garden', giardini: 'garden', jardin: 'garden', jardins: 'garden', gardens: 'garden',
  piazza: 'square', place: 'square', piazzale: 'square', mercato: 'market', marche: 'market',
  torre: 'tower', tour: 'tower', campanile: 'tower', steps: 'stairs', scalinata: 'stairs',
  teatro: 'theatre', theatre: 'theatre', theater: 'theatre', villa: 'villa',
  // The English names of the best-known Italian places.
  colosseo: 'colosseum', foro: 'forum', romano: 'roman', pietro: 'peter', peters: 'peter', vaticani: 'vatican', vaticano: 'vatican',
  cappella: 'chapel', sistina: 'sistine', firenze: 'florence', venezia: 'venice', duomo: 'cathedral', uffizi: 'uffizi',
};

/** Words so common in place names that they identify nothing alone. */
const GENERIC = new Set(['gallery', 'museum', 'church', 'basilica', 'cathedral', 'palace', 'castle', 'bridge', 'fountain', 'garden', 'square', 'market', 'tower', 'stairs', 'theatre', 'villa', 'restaurant', 'trattoria', 'osteria', 'caffe', 'cafe', 'hotel', 'day', 'trip', 'tour', 'nazionale', 'national', 'san', 'santa', 'roma', 'rome', 'paris']);

export function nameWords(name: string): string[] {
  return [...new Set(normaliseText(name).split(' ').filter((w) => w.length > 1 && !SKIPPED.has(w)).map((w) => SAME_WORD[w] ?? w))];
}

interface Entry {
  place: CataloguePlace;
  words: Set<string>;
  key: string;
}

const indexes = new WeakMap<Catalogue, Entry[]>();

function entries(catalogue: Catalogue): Entry[] {
  let index = indexes.get(catalogue);
  if (!index) {
    index = catalogue.places
      .filter((p) => p.kind !== 'hotel')
      .map((place) => {
        const words = nameWords(place.name);
        return { place, words: new Set(words), key: [...words].sort().join(' ') };
      });
    indexes.set(catalogue, index);
  }
  return index;
}

function similarity(query: Set<string>, entry: Set<string>): number {
  let shared = 0;
  for (const w of query) if (entry.has(w)) shared++;
  if (shared === 0) return 0;
  const jaccard = shared / (query.size + entry.size - shared);
  // One name within the other ('Pantheon' in 'Pantheon'; 'Borghese' in 'Galleria Borghese') counts when it has a telling word.
  const [small, large] = query.size <= entry.size ? [query, entry] : [entry, query];
  const contained = [...small].every((w) => large.has(w)) && [...small].some((w) => !GENERIC.has(w));
  return Math.max(jaccard, contained ? 0.7 : 0);
}

/** The catalogue place a model's place names, searched first in the trip's cities; undefined when unclear. */
export function matchPlace(catalogue: Catalogue, name: string, cities: readonly CatalogueCity[]): CataloguePlace | undefined {
  const words = nameWords(name);
  if (words.length === 0) return undefined;
  const query = new Set(words);
  const key = [...words].sort().join(' ');
  const all = entries(catalogue);
  for (const scope of [all.filter((e) => cities.includes(e.place.city)), all]) {
    const exact = scope.filter((e) => e.key === key);
    if (exact.length === 1) return exact[0]!.place;
    if (exact.length > 1) return exact.find((e) => cities.includes(e.place.city))?.place ?? exact[0]!.place;
    if (scope !== all || cities.length === 0) {
      let best: Entry | undefined;
      let bestScore = 0;
      let tie = false;
      for (const entry of scope) {
        const s = similarity(query, entry.words);
        if (s > bestScore) {
          best = entry;
          bestScore = s;
          tie = false;
        } else if (s === bestScore && s > 0) tie = true;
      }
      if (best && bestScore >= 0.6 && !tie) return best.place;
    }
  }
  return undefined;
}
