import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { BlogPostFrontMatter, TemplateTripFile, loadBlogPosts, loadTemplateTrips, parseFrontMatter, readingTime } from './starter-content.js';

describe('starter content files', () => {
  it('reads the three template trips, in the order of their dates, each valid', () => {
    const trips = loadTemplateTrips();
    expect(trips.map((t) => t.key)).toEqual(['paris-classic-romantic', 'rome-eternal-city', 'italy-grand-tour']);
    for (const t of trips) {
      expect(t.days.length).toBeGreaterThanOrEqual(4);
      for (const day of t.days) expect(day.timeSlots.every((s) => s.options.length === 3)).toBe(true);
    }
  });

  it('reads the seven posts oldest first, one a draft, with their reading time', () => {
    const posts = loadBlogPosts();
    expect(posts).toHaveLength(7);
    expect(posts.map((p) => p.published_at)).toEqual([...posts.map((p) => p.published_at)].sort());
    expect(posts.filter((p) => p.status === 'draft').map((p) => p.slug)).toEqual(['quand-partir-en-italie']);
    for (const p of posts) expect(p.reading_time).toBe(readingTime(p.content));
  });
});

describe('front matter', () => {
  it('reads one JSON value per key and keeps the body as written', () => {
    const { data, body } = parseFrontMatter('---\ntitle: "Rome"\ntags: ["a", "b"]\n---\n\nFirst.\n\n<h2>Two</h2>\n', 'x.md');
    expect(data).toEqual({ title: 'Rome', tags: ['a', 'b'] });
    expect(body).toBe('First.\n\n<h2>Two</h2>');
  });

  it('names the file and line of a bad front matter', () => {
    expect(() => parseFrontMatter('no front matter', 'a.md')).toThrow(/a\.md: expected front matter/);
    expect(() => parseFrontMatter('---\ntitle: Rome\n---\nx', 'b.md')).toThrow(/b\.md:2: the value of title is not a JSON value/);
    expect(() => parseFrontMatter('---\n- item\n---\nx', 'c.md')).toThrow(/c\.md:2: expected 'key: value'/);
  });
});

describe('the schemas refuse content the product could not show', () => {
  const paris = JSON.parse(
    readFileSync(new URL('./content/trips/paris-classic-romantic.json', import.meta.url), 'utf8'),
  ) as Record<string, unknown> & { days: Array<{ timeSlots: Array<Record<string, unknown>> }> };

  it('a template trip: unknown fields, impossible dates, slot times that disagree', () => {
    expect(TemplateTripFile.safeParse(paris).success).toBe(true);
    expect(TemplateTripFile.safeParse({ ...paris, colour: 'blue' }).success).toBe(false);
    expect(TemplateTripFile.safeParse({ ...paris, start_date: '2027-02-30' }).success).toBe(false);
    const days = structuredClone(paris.days);
    days[0]!.timeSlots[0]!.end_time = '12:00';
    expect(TemplateTripFile.safeParse({ ...paris, days }).success).toBe(false);
  });

  it('a post: a missing field or an unknown status', () => {
    const post = loadBlogPosts()[0]!;
    const { slug: _s, content: _c, reading_time: _r, ...front } = post;
    expect(BlogPostFrontMatter.safeParse(front).success).toBe(true);
    expect(BlogPostFrontMatter.safeParse({ ...front, status: 'hidden' }).success).toBe(false);
    const { title: _t, ...untitled } = front;
    expect(BlogPostFrontMatter.safeParse(untitled).success).toBe(false);
  });
});
