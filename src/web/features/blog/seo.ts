import type { HeadTags } from '#web/lib/head';
import { SITE_NAME } from '#web/lib/head';
import type { BlogCard, BlogPostResponse } from '#shared/contracts/blog';
import { paths } from '#web/lib/paths';
import { shareImage } from '#shared/domain/share-image';

/** Head tags and JSON-LD of the blog pages (issue 3 §4): Blog on /blog, BlogPosting on each post. */

/** The absolute URL of the raster a search engine reads for a picture (our SVG artwork's PNG). */
function imageUrl(origin: string, src: string): string {
  const { url } = shareImage(src);
  return /^https?:\/\//.test(url) ? url : `${origin}${url.startsWith('/') ? '' : '/'}${url}`;
}

function publisher(origin: string) {
  return {
    '@type': 'Organization',
    '@id': `${origin}/#organization`,
    name: SITE_NAME,
    url: `${origin}/`,
    logo: { '@type': 'ImageObject', url: `${origin}/images/logo-mark.svg` },
  };
}

export const BLOG_TITLE = 'Blog Voyage';
export const BLOG_DESCRIPTION =
  "Itinéraires, adresses et conseils de nos spécialistes pour voyager à Paris, à Rome et en Italie, loin de l’ordinaire.";

export function blogListHead(posts: BlogCard[] | undefined, origin: string): HeadTags {
  const url = `${origin}/blog`;
  const list = posts ?? [];
  return {
    title: `${BLOG_TITLE} · Paris, Rome et l’Italie · ${SITE_NAME}`,
    description: BLOG_DESCRIPTION,
    canonical: paths.blog(),
    lang: 'fr',
    image: list[0]?.featured_image ?? undefined,
    imageAlt: list[0]?.featured_image_alt ?? undefined,
    jsonLd: {
      '@context': 'https://schema.org',
      '@type': 'Blog',
      '@id': `${url}#blog`,
      name: BLOG_TITLE,
      description: BLOG_DESCRIPTION,
      url,
      inLanguage: 'fr-FR',
      publisher: publisher(origin),
      blogPost: list.map((p) => ({
        '@type': 'BlogPosting',
        headline: p.title,
        description: p.excerpt,
        url: `${url}/${p.slug}`,
        datePublished: p.published_at,
        ...(p.featured_image ? { image: imageUrl(origin, p.featured_image) } : {}),
        articleSection: p.category,
        keywords: p.tags.join(', '),
      })),
    },
  };
}

export function blogPostHead(data: BlogPostResponse | undefined, origin: string, pathname: string): HeadTags {
  if (!data) return { title: `${BLOG_TITLE} · ${SITE_NAME}`, canonical: pathname, lang: 'fr' };
  const { post } = data;
  const url = `${origin}/blog/${post.slug}`;
  const description = post.meta_description ?? post.excerpt;
  return {
    title: `${post.meta_title ?? post.title} · ${SITE_NAME}`,
    description,
    canonical: paths.blogPost(post.slug),
    type: 'article',
    lang: 'fr',
    image: post.featured_image ?? undefined,
    imageAlt: post.featured_image_alt ?? undefined,
    extra: post.seo_keywords.length ? { keywords: post.seo_keywords.join(', ') } : undefined,
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'BlogPosting',
        '@id': `${url}#article`,
        headline: post.title,
        description,
        url,
        mainEntityOfPage: { '@type': 'WebPage', '@id': url },
        ...(post.featured_image ? { image: [imageUrl(origin, post.featured_image)] } : {}),
        datePublished: post.published_at,
        dateModified: post.updated_at > post.published_at ? post.updated_at : post.published_at,
        inLanguage: 'fr-FR',
        articleSection: post.category,
        keywords: [...new Set([...post.tags, ...post.seo_keywords])].join(', '),
        timeRequired: `PT${post.reading_time}M`,
        author: { '@type': 'Organization', name: SITE_NAME, url: `${origin}/` },
        publisher: publisher(origin),
        isPartOf: { '@type': 'Blog', '@id': `${origin}/blog#blog`, name: BLOG_TITLE },
      },
      {
        '@context': 'https://schema.org',
        '@type': 'BreadcrumbList',
        itemListElement: [
          { '@type': 'ListItem', position: 1, name: 'Accueil', item: `${origin}/` },
          { '@type': 'ListItem', position: 2, name: BLOG_TITLE, item: `${origin}/blog` },
          { '@type': 'ListItem', position: 3, name: post.title, item: url },
        ],
      },
    ],
  };
}
