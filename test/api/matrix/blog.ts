import { PUBLIC, type MatrixRow } from './types.js';

/** The blog is public (spec §6 "Blog is public"). */
export const rows: MatrixRow[] = [
  { method: 'GET', route: '/api/blog/posts', url: '/api/blog/posts', expect: PUBLIC },
  { method: 'GET', route: '/api/blog/latest', url: '/api/blog/latest?limit=3', expect: PUBLIC },
  { method: 'GET', route: '/api/blog/posts/:slug', url: '/api/blog/posts/no-such-post', expect: PUBLIC },
];
