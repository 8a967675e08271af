import { betterAuth } from 'better-auth';
import type { Kysely } from 'kysely';
import type { DB } from '#server/db/types.js';
import type { Config } from '#server/config.js';
import { PASSWORD_MIN_LENGTH } from '#shared/domain/constants.js';

export interface AuthHooks {
  /** Called by better-auth when a reset link must be sent; we build our own link from the token. */
  sendResetPassword(user: { id: string; email: string }, token: string): Promise<void>;
}

/**
 * better-auth over our own tables (users, auth_sessions, auth_accounts,
 * auth_verifications). Its HTTP handler is not mounted: our routes call
 * `auth.api.*` so each keeps a zod schema, a policy and our messages. `secret` signs the
 * session cookies: AUTH_SECRET, or the one kept in the database (db/instance-secrets.ts).
 */
export function createAuth(config: Config, db: Kysely<DB>, hooks: AuthHooks, secret: string) {
  return betterAuth({
    appName: 'Maison Voyage',
    secret,
    baseURL: config.publicUrl,
    basePath: '/api/auth',
    database: { db, type: 'postgres' },
    telemetry: { enabled: false },
    user: {
      modelName: 'users',
      fields: {
        name: 'full_name',
        emailVerified: 'email_verified',
        image: 'image',
        createdAt: 'created_at',
        updatedAt: 'updated_at',
      },
    },
    session: {
      modelName: 'auth_sessions',
      fields: {
        userId: 'user_id',
        expiresAt: 'expires_at',
        ipAddress: 'ip_address',
        userAgent: 'user_agent',
        createdAt: 'created_at',
        updatedAt: 'updated_at',
      },
      expiresIn: 60 * 60 * 24 * 14,
      updateAge: 60 * 60 * 24,
    },
    account: {
      modelName: 'auth_accounts',
      fields: {
        userId: 'user_id',
        accountId: 'account_id',
        providerId: 'provider_id',
        accessToken: 'access_token',
        refreshToken: 'refresh_token',
        idToken: 'id_token',
        accessTokenExpiresAt: 'access_token_expires_at',
        refreshTokenExpiresAt: 'refresh_token_expires_at',
        createdAt: 'created_at',
        updatedAt: 'updated_at',
      },
    },
    verification: {
      modelName: 'auth_verifications',
      fields: { expiresAt: 'expires_at', createdAt: 'created_at', updatedAt: 'updated_at' },
    },
    emailAndPassword: {
      enabled: true,
      minPasswordLength: PASSWORD_MIN_LENGTH,
      autoSignIn: true,
      resetPasswordTokenExpiresIn: 60 * 60,
      revokeSessionsOnPasswordReset: true,
      sendResetPassword: async ({ user, token }) => hooks.sendResetPassword(user, token),
    },
    // Our routes apply per-IP and per-account limits themselves.
    rateLimit: { enabled: false },
    advanced: {
      database: { generateId: 'uuid' },
      useSecureCookies: config.secureCookies,
      cookiePrefix: 'mv',
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax', secure: config.secureCookies },
    },
    logger: { disabled: config.logLevel === 'silent' },
  });
}

export type Auth = ReturnType<typeof createAuth>;
