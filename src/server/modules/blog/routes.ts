import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  BlogLatestQuery,
  BlogListResponse,
  BlogPostResponse,
  BlogSlugParams,
} from '#shared/contracts/blog.js';
import { ErrorBody } from '#shared/contracts/common.js';
import { notFound } from '#server/lib/errors.js';

/** The public blog (spec §2 Blog, §7 blog_posts). Everything here is public; drafts never leave. */
export default async function blogRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const blog = () => app.ctx.services.blog;

  app.get(
    '/posts',
    {
      config: { policy: 'public' },
      schema: {
        tags: ['blog'],
        summary: 'Published posts, newest first (cards: no content)',
        response: { 200: BlogListResponse },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=60');
      return { posts: await blog().list() };
    },
  );

  app.get(
    '/latest',
    {
      config: { policy: 'public' },
      schema: {
        tags: ['blog'],
        summary: 'The latest published posts, for the home page',
        querystring: BlogLatestQuery,
        response: { 200: BlogListResponse, 400: ErrorBody },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'public, max-age=60');
      return { posts: await blog().latest(request.query.limit) };
    },
  );

  app.get(
    '/posts/:slug',
    {
      config: { policy: 'public' },
      schema: {
        tags: ['blog'],
        summary: 'A published post with up to 3 related posts of its category; each call counts one view',
        params: BlogSlugParams,
        response: { 200: BlogPostResponse, 400: ErrorBody, 404: ErrorBody },
      },
    },
    async (request, reply) => {
      const found = await blog().open(request.params.slug, { countView: request.method !== 'HEAD' });
      if (!found) throw notFound('Article not found');
      reply.header('cache-control', 'no-store');
      return found;
    },
  );
}
