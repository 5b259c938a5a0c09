/** Staff sign-in: served by the API too (CloudFront forwards /auth* and /logout). */
import { defineRoute, PUBLIC, type RouteDef } from './route';
import * as z from './zm';

export const authRoutes = {
  authLogin: defineRoute({
    method: 'GET',
    path: '/auth',
    handler: 'auth/get-auth',
    access: PUBLIC,
    query: z.object({ navrat: z.optional(z.string().check(z.maxLength(512))) }),
  }),
  authCallback: defineRoute({
    method: 'GET',
    path: '/auth/callback',
    handler: 'auth/get-auth-callback',
    access: PUBLIC,
  }),
  logout: defineRoute({
    method: 'POST',
    path: '/logout',
    handler: 'auth/post-logout',
    access: PUBLIC,
    maxBodyBytes: 1024,
  }),
} satisfies Record<string, RouteDef>;
