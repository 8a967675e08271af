import type { CatalogueCity, CataloguePlace } from './catalogue/schema.js';
import { CATALOGUE_CITY_LABELS } from './catalogue/schema.js';

/**
 * The picture of a catalogue place (issue 8 §1: a picture drawn, no hot-linking), in the style
 * of public/images/places/*.svg: a flat ink drawing of what the place is (a church, a museum's
 * portico, a table set for dinner, a hotel's façade, hills for a day trip...) on the colours
 * of its city, with the place's name and city set beneath. 800 x 600, a few kilobytes.
 */

interface Palette {
  top: string;
  bottom: string;
  halo: string;
  accent: string;
  light: string;
}

/** Each city's colours: Paris's zinc and champagne, Rome's terracotta, Venice's lagoon... */
export const CITY_PALETTES: Record<CatalogueCity, Palette> = {
  paris: { top: '#EEF1F4', bottom: '#D9CBB4', halo: '#E4DACA', accent: '#9C7A45', light: '#F7F3EA' },
  rome: { top: '#F7ECDF', bottom: '#E3B38B', halo: '#EFCFAE', accent: '#A4532F', light: '#FBF1E6' },
  florence: { top: '#F5EEDF', bottom: '#D8B78B', halo: '#E8D3B0', accent: '#8C5A2B', light: '#FAF4E8' },
  venice: { top: '#E4EFF0', bottom: '#BCD4D1', halo: '#D3E5E2', accent: '#2F6F73', light: '#F1F7F6' },
  milan: { top: '#EFEFED', bottom: '#C9C5BE', halo: '#DEDBD5', accent: '#7A6A58', light: '#F7F6F3' },
  'amalfi-coast': { top: '#EAF3F8', bottom: '#F0D98B', halo: '#F5E6B2', accent: '#2E6E9E', light: '#FBF8EC' },
  tuscany: { top: '#F3EEDC', bottom: '#C8C299', halo: '#E2DDBE', accent: '#6F7248', light: '#F9F6EA' },
  naples: { top: '#E9EEF3', bottom: '#E3B79E', halo: '#EFD2C2', accent: '#9E3B2C', light: '#FAF1EC' },
};

const INK = '#1C1B19';

/** A drawing: a scene across the whole picture (ground, water) and a figure set in its middle. */
type Glyph = (p: Palette) => { scene?: string; figure: string };

const cypress = (x: number, y: number, s: number, fill: string) =>
  `<g transform="translate(${x} ${y}) scale(${s})"><path d="M0-100C7-74 9-36 5-4H1V0H-1V-4H-5C-9-36-7-74 0-100Z" fill="${fill}"/></g>`;
const hills = (p: Palette) =>
  `<path d="M0 372Q170 318 360 352T800 338V600H0Z" fill="${p.accent}" opacity=".28"/><path d="M0 402Q260 352 480 388T800 380V600H0Z" fill="#9C9A6E" opacity=".75"/>`;
const water = (p: Palette, y: number) =>
  `<rect x="0" y="${y}" width="800" height="${600 - y}" fill="${p.accent}" opacity=".32"/><path d="M60 ${y + 40}q40-12 80 0t80 0M480 ${y + 70}q40-12 80 0t80 0M250 ${y + 100}q40-12 80 0t80 0" fill="none" stroke="${p.light}" stroke-width="5" stroke-linecap="round" opacity=".9"/>`;

const GLYPHS = {
  museum: (p) => ({
    figure:
      `<path d="M230 230L400 150 570 230Z" fill="${INK}"/><path d="M270 222L400 162 530 222Z" fill="${p.bottom}"/><rect x="236" y="230" width="328" height="18" fill="${INK}"/>` +
      [256, 312, 368, 424, 480, 536].map((x) => `<rect x="${x}" y="258" width="20" height="150" fill="${INK}"/><rect x="${x - 6}" y="250" width="32" height="8" fill="${INK}"/>`).join('') +
      `<rect x="226" y="408" width="348" height="14" fill="${INK}"/><rect x="212" y="422" width="376" height="14" fill="${p.accent}"/><rect x="198" y="436" width="404" height="14" fill="${INK}"/><circle cx="400" cy="198" r="10" fill="${p.accent}"/>`,
  }),
  church: (p) => ({
    figure: `<rect x="470" y="170" width="70" height="280" fill="${INK}"/><path d="M462 170L505 110 548 170Z" fill="${INK}"/><path d="M492 200h26v40h-26z" fill="${p.bottom}"/><path d="M250 450V240L370 150 490 240V450Z" fill="${INK}"/><circle cx="370" cy="250" r="44" fill="${p.bottom}"/><circle cx="370" cy="250" r="30" fill="${p.accent}"/><path d="M370 206v88M326 250h88M339 219l62 62M401 219l-62 62" fill="none" stroke="${INK}" stroke-width="3"/><path d="M340 450v-80a30 30 0 0 1 60 0v80z" fill="${p.bottom}"/><path d="M370 150v-40M356 124h28" fill="none" stroke="${INK}" stroke-width="6"/><rect x="230" y="450" width="330" height="14" fill="${p.accent}"/>`,
  }),
  basilica: (p) => ({
    figure: `<path d="M300 250a100 100 0 0 1 200 0z" fill="${INK}"/><rect x="392" y="120" width="16" height="34" fill="${INK}"/><circle cx="400" cy="118" r="9" fill="${p.accent}"/><path d="M380 154h40l-8 12h-24z" fill="${INK}"/><rect x="300" y="250" width="200" height="16" fill="${INK}"/><rect x="220" y="290" width="360" height="20" fill="${INK}"/><path d="M210 290L400 226 590 290Z" fill="${INK}"/><path d="M262 282L400 238 538 282Z" fill="${p.bottom}"/>` +
      [240, 300, 360, 420, 480, 540].map((x) => `<rect x="${x}" y="310" width="20" height="120" fill="${INK}"/>`).join('') +
      `<rect x="210" y="430" width="380" height="14" fill="${p.accent}"/><rect x="196" y="444" width="408" height="14" fill="${INK}"/>`,
  }),
  monument: (p) => ({
    figure: `<path d="M250 450V200H550V450H460V330A60 60 0 0 0 340 330V450Z" fill="${INK}"/><rect x="238" y="184" width="324" height="20" fill="${INK}"/><rect x="262" y="150" width="276" height="34" fill="${INK}"/><rect x="300" y="160" width="200" height="16" fill="${p.accent}"/><path d="M268 450V300h26v150zM506 450V300h26v150z" fill="${p.accent}" opacity=".5"/><rect x="222" y="450" width="356" height="14" fill="${p.accent}"/><rect x="200" y="464" width="400" height="12" fill="${INK}"/><path d="M380 150l20-30 20 30z" fill="${p.accent}"/>`,
  }),
  square: (p) => ({
    figure:
      // Two palazzi with arcades facing each other, an obelisk and its fountain between them.
      `<path d="M130 430V270l30-20h150l30 20v160z" fill="${INK}" opacity=".78"/><path d="M460 430V290l30-20h150l30 20v140z" fill="${INK}" opacity=".78"/>` +
      [150, 205, 260].map((x) => `<path d="M${x} 430v-62a20 20 0 0 1 40 0v62z" fill="${p.bottom}"/><rect x="${x + 8}" y="296" width="24" height="30" fill="${p.bottom}" opacity=".8"/>`).join('') +
      [480, 535, 590].map((x) => `<path d="M${x} 430v-56a20 20 0 0 1 40 0v56z" fill="${p.bottom}"/><rect x="${x + 8}" y="312" width="24" height="28" fill="${p.bottom}" opacity=".8"/>`).join('') +
      `<path d="M392 420V170l8-30 8 30v250z" fill="${INK}"/><rect x="376" y="400" width="48" height="24" fill="${INK}"/><path d="M310 444q90 26 180 0v-14H310z" fill="${INK}"/><path d="M326 432q74 14 148 0" fill="none" stroke="${p.accent}" stroke-width="6"/><path d="M372 404q-26-26-40-8M428 404q26-26 40-8" fill="none" stroke="${p.light}" stroke-width="5" stroke-linecap="round"/><rect x="110" y="448" width="580" height="12" fill="${p.accent}"/>`,
  }),
  bridge: (p) => ({
    scene: water(p, 330),
    figure: `<rect x="120" y="280" width="560" height="26" fill="${INK}"/><path d="M140 306h520v22q-40 0-70 50h-60q-30-50-70-50t-70 50h-60q-30-50-70-50t-70 50h-60q-30-50-40-50z" fill="${INK}"/><path d="M140 280v-26M240 280v-26M340 280v-26M460 280v-26M560 280v-26M660 280v-26" stroke="${INK}" stroke-width="8"/><path d="M140 258h520" stroke="${p.accent}" stroke-width="6"/>`,
  }),
  ruins: (p) => ({
    figure:
      `<rect x="220" y="200" width="260" height="26" fill="${INK}"/><path d="M206 226h288l-10 14H216z" fill="${INK}"/>` +
      [240, 320, 400].map((x) => `<rect x="${x}" y="240" width="40" height="190" fill="${INK}"/><path d="M${x + 10} 250v170M${x + 20} 250v170M${x + 30} 250v170" stroke="${p.bottom}" stroke-width="2" opacity=".6"/>`).join('') +
      `<path d="M520 430V330l16-12 10 14 14-8v106z" fill="${INK}"/><rect x="470" y="410" width="90" height="20" rx="4" fill="${INK}" transform="rotate(-8 515 420)"/><rect x="200" y="430" width="400" height="14" fill="${p.accent}"/><rect x="180" y="444" width="440" height="12" fill="${INK}"/>`,
  }),
  garden: (p) => ({
    scene: `<path d="M0 392Q400 330 800 392V600H0Z" fill="#C4C39A"/><path d="M250 420Q400 384 550 420" fill="none" stroke="#6F7248" stroke-width="10"/>`,
    figure:
      cypress(220, 440, 2, '#6F7248') +
      cypress(580, 440, 2, '#6F7248') +
      `<path d="M280 442a50 50 0 0 1 100 0zM420 442a50 50 0 0 1 100 0z" fill="#5E613C"/><path d="M340 448h120l-10 14H350z" fill="${INK}"/><rect x="392" y="380" width="16" height="68" fill="${INK}"/><path d="M360 380h80l-12 10h-56z" fill="${INK}"/><path d="M400 376q-6-60-40-80M400 376q6-60 40-80M400 376v-100" fill="none" stroke="${p.accent}" stroke-width="6" stroke-linecap="round"/><circle cx="400" cy="268" r="8" fill="${p.accent}"/>`,
  }),
  viewpoint: (p) => ({
    scene: hills(p),
    figure: `<rect x="360" y="150" width="80" height="300" fill="${INK}"/><path d="M350 150L400 86 450 150Z" fill="${INK}"/><rect x="378" y="176" width="44" height="60" rx="22" fill="${p.bottom}"/><path d="M352 250h96M352 330h96" stroke="${p.accent}" stroke-width="8"/><rect x="300" y="450" width="200" height="14" fill="${p.accent}"/><rect x="280" y="464" width="240" height="12" fill="${INK}"/>`,
  }),
  market: (p) => ({
    figure:
      `<path d="M210 220h380l30 70H180z" fill="${p.light}" stroke="${INK}" stroke-width="6"/>` +
      [0, 1, 2, 3, 4].map((i) => `<path d="M${220 + i * 76} 220h38l${i < 2 ? -6 : 6} 70h-50z" fill="${p.accent}"/>`).join('') +
      `<path d="M180 290q22 22 44 0q22 22 44 0q22 22 44 0q22 22 44 0q22 22 44 0q22 22 44 0q22 22 44 0q22 22 44 0q22 22 44 0" fill="none" stroke="${INK}" stroke-width="6"/><rect x="214" y="300" width="12" height="150" fill="${INK}"/><rect x="574" y="300" width="12" height="150" fill="${INK}"/><rect x="240" y="370" width="320" height="60" fill="${INK}"/>` +
      [270, 320, 370, 430, 480, 530].map((x, i) => `<circle cx="${x}" cy="360" r="18" fill="${['#D98C64', '#C9A227', '#7A1F2B', '#6F7248', '#D98C64', '#C9A227'][i]}"/>`).join('') +
      `<rect x="200" y="450" width="400" height="12" fill="${INK}"/>`,
  }),
  theatre: (p) => ({
    figure: `<rect x="200" y="140" width="400" height="310" fill="${INK}"/><path d="M230 180h340v250H230z" fill="${p.bottom}"/><path d="M230 180h150q-20 60 0 120t-10 130H230z" fill="#7A1F2B"/><path d="M570 180H420q20 60 0 120t10 130h140z" fill="#7A1F2B"/><path d="M230 180q170 50 340 0v-10H230z" fill="${p.accent}"/><circle cx="400" cy="160" r="10" fill="${p.accent}"/><rect x="180" y="450" width="440" height="14" fill="${p.accent}"/><rect x="200" y="464" width="400" height="12" fill="${INK}"/>`,
  }),
  restaurant: (p) => ({
    figure: `<circle cx="380" cy="318" r="128" fill="${INK}" opacity=".08"/><circle cx="372" cy="308" r="128" fill="#FFFDF7"/><circle cx="372" cy="308" r="92" fill="none" stroke="${p.accent}" stroke-width="3"/><path d="M340 300q32-40 64 0q-32 34-64 0z" fill="#D98C64"/><path d="M360 296q12-10 24 0" fill="none" stroke="#6F7248" stroke-width="5" stroke-linecap="round"/><path d="M206 200v80q0 14 10 18v140h10V298q10-4 10-18v-80h-6v70h-5v-70h-6v70h-5v-70z" fill="${INK}"/><path d="M530 200q22 30 14 100h-6v138h-10V200z" fill="${INK}"/><path d="M600 210h60q4 60-30 76v116h26v10h-62v-10h26V286q-34-16-30-76z" fill="${INK}" opacity=".85"/><path d="M606 238h48q-4 36-24 42q-20-6-24-42z" fill="#7A1F2B"/>`,
  }),
  cafe: (p) => ({
    figure: `<path d="M230 420q170 40 340 0l-16 20q-154 30-308 0z" fill="${INK}"/><path d="M220 414h360" fill="none" stroke="${INK}" stroke-width="10" stroke-linecap="round"/><path d="M290 280h220v40q0 90-110 96q-110-6-110-96z" fill="${p.light}" stroke="${INK}" stroke-width="10"/><path d="M510 296q56-4 54 40q-4 40-64 48" fill="none" stroke="${INK}" stroke-width="12"/><path d="M302 298h196" fill="none" stroke="${p.accent}" stroke-width="8"/><path d="M360 250q-20-30 0-60t0-60M410 250q-20-30 0-60t0-60M460 250q-20-30 0-60t0-60" fill="none" stroke="${p.accent}" stroke-width="7" stroke-linecap="round" opacity=".8"/>`,
  }),
  hotel: (p) => ({
    figure:
      `<rect x="250" y="170" width="300" height="280" fill="${INK}"/><rect x="236" y="150" width="328" height="22" fill="${INK}"/><path d="M300 150l20-24h160l20 24z" fill="${INK}"/>` +
      [0, 1, 2].map((row) => [0, 1, 2, 3].map((col) => `<rect x="${278 + col * 66}" y="${196 + row * 62}" width="30" height="40" rx="15" fill="${row === 1 && col === 1 ? p.accent : p.bottom}"/>`).join('')).join('') +
      `<path d="M350 450v-56h100v56z" fill="${p.bottom}"/><path d="M334 394h132l-12-18H346z" fill="${p.accent}"/><circle cx="400" cy="138" r="8" fill="${p.accent}"/><rect x="220" y="450" width="360" height="14" fill="${p.accent}"/><rect x="200" y="464" width="400" height="12" fill="${INK}"/>`,
  }),
  experience: (p) => ({
    scene: hills(p),
    figure: `<path d="M400 110c-80 0-120 60-120 120 0 60 60 100 96 130h48c36-30 96-70 96-130 0-60-40-120-120-120z" fill="${p.accent}"/><path d="M400 110c-34 0-50 60-50 120 0 60 22 100 36 130h28c14-30 36-70 36-130 0-60-16-120-50-120z" fill="${p.light}"/><path d="M400 110c-8 0-12 60-12 120 0 60 6 100 8 130h8c2-30 8-70 8-130 0-60-4-120-12-120z" fill="${p.accent}"/><path d="M378 360l4 34M422 360l-4 34" fill="none" stroke="${INK}" stroke-width="3"/><rect x="380" y="394" width="40" height="30" fill="${INK}"/>`,
  }),
  water: (p) => ({
    scene: water(p, 300),
    figure: `<path d="M180 360q220 40 440 0l-30 30q-190 24-380 0z" fill="${INK}"/><path d="M230 360q40-90 90-110" fill="none" stroke="${INK}" stroke-width="6"/><rect x="396" y="190" width="8" height="170" fill="${INK}"/><path d="M404 196q90 60 0 150z" fill="${p.light}" stroke="${INK}" stroke-width="4"/><path d="M396 214q-70 50 0 120z" fill="${p.accent}" opacity=".85"/>`,
  }),
  dayTrip: (p) => ({
    scene: `${hills(p)}<path d="M360 452Q384 430 404 420T446 404" fill="none" stroke="${p.light}" stroke-width="14" stroke-linecap="round"/>`,
    figure:
      [[250, 440, 1.3], [290, 450, 1.1], [520, 420, 1.2], [560, 430, 0.9]].map(([x, y, s]) => cypress(x!, y!, s!, INK)).join('') +
      `<path d="M380 380v-60h64v60zM370 322l42-34 42 34z" fill="${INK}"/><rect x="402" y="340" width="16" height="40" fill="${p.bottom}"/><rect x="432" y="300" width="12" height="24" fill="${INK}"/>`,
  }),
} satisfies Record<string, Glyph>;

type GlyphName = keyof typeof GLYPHS;

/** For sights and experiences, the first of their types found here decides the drawing. */
const TYPE_GLYPHS: [readonly string[], GlyphName][] = [
  [['basilica', 'cathedral', 'duomo', 'abbey', 'pantheon'], 'basilica'],
  [['church', 'chapel', 'baptistery', 'monastery', 'cloister', 'synagogue', 'crypt'], 'church'],
  [['bridge'], 'bridge'],
  [['archaeological_site', 'roman_ruins', 'ruins', 'roman_forum', 'roman_amphitheatre', 'amphitheatre', 'temple', 'ancient_city', 'necropolis'], 'ruins'],
  [['opera_house', 'opera', 'theatre', 'concert_hall', 'cabaret', 'ballet', 'show', 'jazz_club'], 'theatre'],
  [['food_market', 'market', 'local_market', 'fish_market', 'food_hall', 'flea_market', 'food_tour', 'cooking_class', 'wine_tasting'], 'market'],
  [['square', 'fountain', 'piazza', 'obelisk'], 'square'],
  [['garden', 'park', 'sculpture_garden', 'nature', 'lake', 'countryside', 'vineyard', 'cemetery'], 'garden'],
  [['boat_tour', 'gondola', 'cruise', 'river_cruise', 'boat', 'boating', 'island', 'beach', 'coast', 'canal', 'sea_cave', 'fjord', 'natural_pool'], 'water'],
  [['viewpoint', 'bell_tower', 'tower', 'dome_climb', 'rooftop', 'terrace', 'chairlift', 'hiking_trail'], 'viewpoint'],
];

/** Which drawing a place gets: its kind, and for sights what its types say it is. */
export function glyphOf(place: Pick<CataloguePlace, 'kind' | 'types'>): GlyphName {
  switch (place.kind) {
    case 'museum':
      return 'museum';
    case 'restaurant':
      return 'restaurant';
    case 'cafe':
      return 'cafe';
    case 'hotel':
      return 'hotel';
    case 'day-trip':
      return 'dayTrip';
    case 'experience':
      for (const type of place.types) for (const [types, glyph] of TYPE_GLYPHS) if (types.includes(type)) return glyph;
      return 'experience';
    case 'sight':
      for (const type of place.types) for (const [types, glyph] of TYPE_GLYPHS) if (types.includes(type)) return glyph;
      return 'monument';
  }
}

function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}

/** The name on one line, or two balanced lines, or two lines cut with an ellipsis. */
export function captionLines(name: string): { lines: string[]; size: number } {
  if (name.length <= 24) return { lines: [name], size: 46 };
  const words = name.split(' ');
  let best: [string, string] | null = null;
  for (let i = 1; i < words.length; i++) {
    const a = words.slice(0, i).join(' ');
    const b = words.slice(i).join(' ');
    if (!best || Math.max(a.length, b.length) < Math.max(best[0].length, best[1].length)) best = [a, b];
  }
  if (!best) return { lines: [name.slice(0, 31) + '…'], size: 38 };
  const longest = Math.max(best[0].length, best[1].length);
  const cut = (s: string) => (s.length > 34 ? `${s.slice(0, 33).trimEnd()}…` : s);
  return { lines: [cut(best[0]), cut(best[1])], size: longest <= 28 ? 38 : 32 };
}

/** The SVG picture of a catalogue place. */
export function drawPlace(place: Pick<CataloguePlace, 'name' | 'city' | 'kind' | 'types'>): string {
  const p = CITY_PALETTES[place.city];
  const glyph: ReturnType<Glyph> = GLYPHS[glyphOf(place)](p);
  // A sun (or moon) placed by the place's name, so that neighbours of one kind do not look alike.
  const seed = [...place.name].reduce((h, c) => (h * 31 + c.charCodeAt(0)) >>> 0, 7);
  const sun = `<circle cx="${140 + (seed % 520)}" cy="${96 + ((seed >> 9) % 70)}" r="${30 + ((seed >> 5) % 18)}" fill="${p.light}" opacity=".85"/>`;
  const { lines, size } = captionLines(place.name);
  const city = CATALOGUE_CITY_LABELS[place.city].toUpperCase();
  const serif = `'Cormorant Garamond', 'Cormorant', Georgia, 'Times New Roman', serif`;
  const firstY = lines.length === 1 ? 548 : 532;
  const text = lines
    .map((line, i) => `<text x="400" y="${firstY + i * (size + 2)}" text-anchor="middle" font-family="${serif}" font-size="${size}" font-weight="600" fill="${INK}">${escapeXml(line)}</text>`)
    .join('');
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 800 600" width="800" height="600" role="img" aria-label="${escapeXml(`${place.name}, ${CATALOGUE_CITY_LABELS[place.city]}`)}">` +
    `<title>${escapeXml(place.name)}</title>` +
    `<defs><clipPath id="v"><rect width="800" height="600"/></clipPath><linearGradient id="b" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${p.top}"/><stop offset="1" stop-color="${p.bottom}"/></linearGradient></defs>` +
    `<g clip-path="url(#v)"><rect width="800" height="600" fill="url(#b)"/>${sun}<circle cx="400" cy="258" r="200" fill="${p.halo}" opacity=".6"/>` +
    (glyph.scene ?? '') +
    `<g transform="translate(400 252) scale(0.74) translate(-400 -300)">${glyph.figure}</g>` +
    `<rect y="452" width="800" height="148" fill="#FFFDF7" opacity=".9"/><rect y="452" width="800" height="3" fill="${p.accent}"/>` +
    `<text x="400" y="${lines.length === 1 ? 496 : 488}" text-anchor="middle" font-family="${serif}" font-size="19" letter-spacing="6" fill="${p.accent}">${escapeXml(city)}</text>` +
    `${text}</g></svg>`
  );
}
