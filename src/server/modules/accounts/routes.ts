import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ForgotPasswordBody,
  ChangePasswordBody,
  GiveNameBody,
  PasswordChangedResponse,
  ResetPasswordBody,
  ResetTokenParams,
  ResetTokenStatus,
  SessionResponse,
  SignInBody,
  SignInResponse,
  SignUpBody,
  SignUpResponse,
} from '#shared/contracts/auth.js';
import { Ok } from '#shared/contracts/common.js';
import { unauthorized } from '#server/lib/errors.js';
import { errorResponses } from '#server/lib/http.js';
import accountRoutes from './account-routes.js';

const errors = errorResponses(400, 401, 403, 422, 429);

function forwardCookies(reply: FastifyReply, cookies: string[]) {
  if (cookies.length) reply.header('set-cookie', cookies);
}

/** Sign-in, sign-up, sign-out, session, forgot/reset and change of password (spec §2, §5, §7 Auth). */
export default async function accountsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const accounts = () => app.ctx.services.accounts;
  const ipLimit = () => ({ max: app.ctx.config.authRateLimitPerMinute, timeWindow: '1 minute' });
  // The account settings panel (account, Delete Account) and confirm-email.
  await app.register(accountRoutes);

  app.get(
    '/session',
    {
      config: { policy: 'public' },
      schema: { tags: ['auth'], summary: 'The signed-in user, or null', response: { 200: SessionResponse } },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return { user: await request.actor() };
    },
  );

  app.post(
    '/sign-in',
    {
      config: { policy: 'public', rateLimit: ipLimit() },
      schema: {
        tags: ['auth'],
        summary: 'Sign in with e-mail and password on the client or backoffice page',
        body: SignInBody,
        response: { 200: SignInResponse, ...errors },
      },
    },
    async (request, reply) => {
      const result = await accounts().signIn(request.body, request.headers, request.ip);
      forwardCookies(reply, result.cookies);
      return result.body;
    },
  );

  app.post(
    '/sign-up',
    {
      config: { policy: 'public', rateLimit: ipLimit() },
      schema: {
        tags: ['auth'],
        summary: 'Create an account (clients; invited team members)',
        body: SignUpBody,
        response: { 200: SignUpResponse, ...errors },
      },
    },
    async (request, reply) => {
      const result = await accounts().signUp(request.body, request.headers);
      forwardCookies(reply, result.cookies);
      return result.body;
    },
  );

  app.post(
    '/sign-out',
    {
      config: { policy: 'public' },
      schema: { tags: ['auth'], summary: 'End the session on the server', response: { 200: Ok } },
    },
    async (request, reply) => {
      forwardCookies(reply, await accounts().signOut(request.headers));
      return { ok: true as const };
    },
  );

  app.post(
    '/forgot-password',
    {
      config: { policy: 'public', rateLimit: ipLimit() },
      schema: {
        tags: ['auth'],
        summary: 'E-mail a single-use reset link (same answer whether or not the account exists)',
        body: ForgotPasswordBody,
        response: { 200: Ok, ...errors },
      },
    },
    async (request) => {
      await accounts().requestPasswordReset(request.body.email);
      return { ok: true as const };
    },
  );

  app.get(
    '/reset-password/:token',
    {
      config: { policy: 'public', rateLimit: ipLimit() },
      schema: {
        tags: ['auth'],
        summary: 'Whether a password link (reset, activation or invitation) is still valid, and for whom',
        params: ResetTokenParams,
        response: { 200: ResetTokenStatus },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return accounts().resetTokenStatus(request.params.token);
    },
  );

  app.post(
    '/reset-password',
    {
      config: { policy: 'public', rateLimit: ipLimit() },
      schema: {
        tags: ['auth'],
        summary: 'Set a password from a reset, activation or invitation link (with the name on a first password)',
        body: ResetPasswordBody,
        response: { 200: PasswordChangedResponse, ...errors },
      },
    },
    async (request) => {
      const { redirectTo } = await accounts().resetPassword(request.body.token, request.body.password, request.body.fullName);
      return { ok: true as const, redirectTo };
    },
  );

  app.post(
    '/password',
    {
      config: { policy: 'signed-in', duringForcedChange: true, rateLimit: ipLimit() },
      schema: {
        tags: ['auth'],
        summary: 'Change the password of the signed-in user (forced change or settings)',
        body: ChangePasswordBody,
        response: { 200: PasswordChangedResponse, ...errors },
      },
    },
    async (request) => {
      const user = await request.actor();
      if (!user) throw unauthorized('No active session found');
      const { redirectTo } = await accounts().changePassword(user.id, request.body.password, {
        fullName: request.body.fullName,
        currentPassword: request.body.currentPassword,
        sessionHeaders: request.headers,
      });
      return { ok: true as const, redirectTo };
    },
  );

  app.post(
    '/name',
    {
      config: { policy: 'signed-in', rateLimit: ipLimit() },
      schema: {
        tags: ['auth'],
        summary: 'Give the name clients will see, from an account without a name of its own (the first run’s owner)',
        body: GiveNameBody,
        response: { 200: PasswordChangedResponse, ...errors, ...errorResponses(409) },
      },
    },
    async (request) => {
      const user = await request.actor();
      if (!user) throw unauthorized('No active session found');
      const { redirectTo } = await accounts().giveName(user.id, request.body.fullName);
      return { ok: true as const, redirectTo };
    },
  );
}
