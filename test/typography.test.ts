import { createElement, type ComponentType } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { BlogCard, BlogPostResponse } from '#shared/contracts/blog';
import { NO_BLOG_FILTERS } from '#shared/domain/blog-search';
import { loadBlogPosts } from '#server/db/seed/starter-content.js';
import { renderContent } from '#server/modules/blog/content.js';
import { PageDataProvider } from '#web/lib/page-data';
import { HomePage } from '#web/features/home/components/home-page';
import { BlogListPage } from '#web/features/blog/components/blog-list-page';
import { PostPage } from '#web/features/blog/components/post-page';
import { fontCodePoints, fontFaceRules, inRanges } from './helpers/font-coverage.js';

/**
 * Issue 13 §1: French headings must draw every accent over its letter. The
 * public pages are rendered from the starter content, as the server renders
 * them, and their text is checked: composed (NFC) so each accented letter is
 * one glyph of the font, typographic apostrophes in French, and every
 * character of a heading drawn by the display face's latin subset itself
 * (never by a fallback font, never by a second subset download).
 */

const blogPosts = loadBlogPosts();
const published = blogPosts.filter((p) => p.status === 'published');
const cards: BlogCard[] = published.map((p, i) => ({
  id: `00000000-0000-4000-8000-${String(i + 1).padStart(12, '0')}`,
  slug: p.slug,
  title: p.title,
  excerpt: p.excerpt,
  featured_image: p.featured_image,
  featured_image_alt: p.featured_image_alt,
  category: p.category,
  tags: p.tags,
  published_at: p.published_at,
  reading_time: p.reading_time,
}));

function postData(index: number): BlogPostResponse {
  const p = published[index]!;
  const card = cards[index]!;
  return {
    post: {
      ...card,
      content: renderContent(p.content),
      views: 12,
      meta_title: p.meta_title,
      meta_description: p.meta_description,
      seo_keywords: p.seo_keywords,
      updated_at: p.published_at,
    },
    related: cards.filter((c, i) => i !== index && c.category === card.category).map(({ tags: _t, ...c }) => c),
  };
}

const render = (Page: ComponentType, data: unknown) =>
  renderToStaticMarkup(createElement(PageDataProvider, { value: data, children: createElement(Page) }));

const pages: { name: string; french: boolean; html: string }[] = [
  { name: '/', french: false, html: render(HomePage, { posts: cards.slice(0, 3), siteOrigin: 'http://localhost:3000' }) },
  { name: '/blog', french: true, html: renderToStaticMarkup(createElement(BlogListPage, { data: { posts: cards, filters: NO_BLOG_FILTERS } })) },
  ...published.map((p, i) => ({
    name: `/blog/${p.slug}`,
    french: true,
    html: renderToStaticMarkup(createElement(PostPage, { data: postData(i) })),
  })),
];

const decode = (s: string) =>
  s
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x([0-9a-f]+);/gi, (_, h: string) => String.fromCodePoint(parseInt(h, 16)))
    .replace(/&#(\d+);/g, (_, d: string) => String.fromCodePoint(Number(d)))
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&nbsp;/g, '\u00a0')
    .replace(/&amp;/g, '&');

/** The text set in the display face: h1-h4 and anything with the font-display class. */
function displayText(html: string): string {
  const parts: string[] = [];
  for (const m of html.matchAll(/<(h[1-4])\b[^>]*>([\s\S]*?)<\/\1>/g)) parts.push(decode(m[2]!));
  for (const m of html.matchAll(/<(\w+)\b[^>]*class="[^"]*\bfont-display\b[^"]*"[^>]*>([\s\S]*?)<\/\1>/g)) parts.push(decode(m[2]!));
  return parts.join('\n');
}

const LETTER = '\\p{L}';

describe('French text of the public pages', () => {
  it('renders real pages with headings', () => {
    for (const p of pages) expect(displayText(p.html).length, p.name).toBeGreaterThan(20);
  });

  it('is composed (NFC): every accented letter is one character, never a letter plus a combining accent', () => {
    for (const p of pages) {
      const text = decode(p.html);
      expect(text.normalize('NFC') === text, `${p.name} has decomposed text`).toBe(true);
      expect(text, p.name).not.toMatch(/\p{M}/u);
    }
    for (const p of blogPosts) {
      for (const field of [p.title, p.excerpt, p.content, p.meta_title, p.meta_description, p.featured_image_alt, ...p.tags]) {
        expect(field === field.normalize('NFC'), `${p.slug}: ${field.slice(0, 40)}`).toBe(true);
      }
    }
  });

  it('uses the typographic apostrophe (’) between French letters, never the straight one', () => {
    const straight = new RegExp(`${LETTER}'${LETTER}`, 'u');
    for (const p of pages.filter((x) => x.french)) {
      const found = straight.exec(decode(p.html));
      expect(found?.[0], `${p.name} contains a straight apostrophe`).toBeUndefined();
    }
    for (const p of blogPosts) {
      for (const field of [p.title, p.excerpt, p.content, p.meta_title, p.meta_description, p.featured_image_alt, ...p.tags]) {
        expect(straight.exec(field)?.[0], `${p.slug}: straight apostrophe`).toBeUndefined();
      }
    }
  });
});

describe('the display face draws every character of the headings', () => {
  const rules = fontFaceRules('@fontsource-variable/eb-garamond/wght.css');
  const latin = rules.find((r) => r.file.endsWith('-latin-wght-normal.woff2'));
  const glyphs = latin ? fontCodePoints(latin.file) : new Set<number>();

  it('is EB Garamond, the face the stylesheet imports', () => {
    expect(latin?.family).toBe('EB Garamond Variable');
    expect(glyphs.size).toBeGreaterThan(200);
  });

  it('has a glyph in its latin subset for each character of every heading (no fallback font, no second download)', () => {
    const missing = new Map<string, string[]>();
    for (const p of pages) {
      for (const ch of new Set(displayText(p.html))) {
        const cp = ch.codePointAt(0)!;
        if (/\s/.test(ch) && cp !== 0xa0 && cp !== 0x202f) continue;
        if (!inRanges(cp, latin!.ranges) || !glyphs.has(cp)) {
          const key = `U+${cp.toString(16).toUpperCase().padStart(4, '0')} '${ch}'`;
          missing.set(key, [...(missing.get(key) ?? []), p.name]);
        }
      }
    }
    expect(Object.fromEntries(missing)).toEqual({});
  });

  it('covers the French alphabet with its accents and ligatures', () => {
    // (Ÿ, in a handful of place names only, is in the latin-ext subset.)
    const french = 'àâäçéèêëîïôöùûüÿœæÀÂÄÇÉÈÊËÎÏÔÖÙÛÜŒÆ’«»€\u00a0';
    const absent = [...french].filter((ch) => !glyphs.has(ch.codePointAt(0)!) || !inRanges(ch.codePointAt(0)!, latin!.ranges));
    expect(absent).toEqual([]);
  });
});
