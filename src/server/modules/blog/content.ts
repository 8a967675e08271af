import sanitizeHtml from 'sanitize-html';
import { frenchSpacing } from '#shared/domain/french-typography.js';

/**
 * Post bodies (spec §2 Blog: "newlines become line breaks, HTML rendered").
 * Stored content is text with a little HTML; a blank line separates
 * paragraphs, a single newline is a line break. Before it leaves the server
 * the result is sanitised: no scripts, no event handlers, no javascript: URLs.
 */

const BLOCK_START = /^<(h[1-6]|p|ul|ol|li|blockquote|figure|img|table|hr|div|section|pre)[\s>/]/i;

/** Paragraphs for blank-line-separated blocks, <br> for single newlines; HTML blocks are kept as they are. */
export function formatContent(content: string): string {
  return content
    .replace(/\r\n?/g, '\n')
    .split(/\n[ \t]*\n+/)
    .map((block) => block.trim())
    .filter(Boolean)
    .map((block) => {
      const lines = block.split('\n').map((l) => l.trim());
      return BLOCK_START.test(block) ? lines.join('\n') : `<p>${lines.join('<br />')}</p>`;
    })
    .join('\n');
}

const SANITIZE: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'br', 'h2', 'h3', 'strong', 'em', 'b', 'i', 'ul', 'ol', 'li', 'a', 'blockquote', 'img'],
  allowedAttributes: {
    a: ['href', 'title', 'rel'],
    img: ['src', 'alt', 'width', 'height', 'loading', 'decoding'],
  },
  // Links: http, https and mailto; images: https or a path on this site.
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: ['https'] },
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'iframe', 'object', 'embed', 'template'],
  transformTags: {
    h1: 'h2',
    h4: 'h3',
    h5: 'h3',
    h6: 'h3',
    a: (tagName, attribs) => ({ tagName, attribs: { ...attribs, rel: 'noopener noreferrer' } }),
    img: (tagName, attribs) => ({ tagName, attribs: { ...attribs, loading: 'lazy', decoding: 'async', alt: attribs.alt ?? '' } }),
  },
  exclusiveFilter: (frame) =>
    (frame.tag === 'a' && !frame.attribs.href) || (frame.tag === 'img' && !frame.attribs.src),
};

/** Sanitised HTML of untrusted markup (the allow-list above). */
export function sanitizeContent(html: string): string {
  return sanitizeHtml(html, SANITIZE);
}

/** Stored post content to the HTML the page renders (with French non-breaking spaces). */
export function renderContent(content: string): string {
  return sanitizeContent(formatContent(frenchSpacing(content)));
}
