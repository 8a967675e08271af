import { describe, expect, it } from 'vitest';
import { renderToString } from 'react-dom/server';
import type { BlogPostResponse } from '#shared/contracts/blog';
import { PostPage } from './post-page';

const data: BlogPostResponse = {
  post: {
    id: '00000000-0000-4000-8000-000000000001',
    slug: 'un-week-end-a-rome',
    title: 'Un week-end à Rome ?',
    excerpt: 'Trois jours.',
    featured_image: null,
    featured_image_alt: null,
    category: 'Rome',
    tags: [],
    published_at: '2025-03-01T10:00:00.000Z',
    reading_time: 4,
    content: '<p>Ciao.</p>',
    views: 1,
    meta_title: null,
    meta_description: null,
    seo_keywords: [],
    updated_at: '2025-03-01T10:00:00.000Z',
  },
  related: [],
};

describe('PostPage call to action (spec §2 Blog)', () => {
  it("reads 'Prêt à organiser votre voyage ?' with the non-breaking space before '?' the other French text has", () => {
    const html = renderToString(<PostPage data={data} />);
    const cta = /<h2 id="cta-title"[^>]*>([^<]*)<\/h2>/.exec(html)?.[1];
    expect(cta).toBe('Prêt à organiser votre voyage\u00a0?');
    // The post's own title gets the same space from frenchSpacing.
    expect(html).toContain('Un week-end à Rome\u00a0?');
    expect(html).toContain('1 vue');
  });
});
