import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifySchema, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import { CATALOGUE } from '../../shared/catalogue/index.js';
import { FailSchema } from '../routes/mirror.js';
import { APP_KEY_HEADER } from './internal-apps.js';

// The OpenAPI 3 document, generated from the route schemas: UI at <api>/docs, JSON at <api>/docs/json.
// Lint-clean with Redocly's recommended rules (tests/integration/openapi.test.ts): every operation
// says how it is called (staff cookie, bearer token + app key, or public), has an operationId, and
// describes its errors. Its paths are /api/… whatever BASE_PATH is, and `servers` says where they
// are: PUBLIC_URL's origin plus BASE_PATH. So the typed client (packages/bff-client), generated from it,
// fits every deployment: its baseUrl is the BFF's origin plus BASE_PATH.

/** A staff member in the app (the cookie), or an internal app for a staff member (bearer + key). */
type Security = ReadonlyArray<Record<string, readonly string[]>>;
const STAFF: Security = [{ userToken: [] }, { staffBearer: [], appKey: [] }];
const COOKIE_ONLY: Security = [{ userToken: [] }];
const PUBLIC: Security = [];

/** The auth routes that need a signed-in staff member (the others start a session). */
const AUTH_WITH_SESSION = new Set(['/auth/pc-qr/:loginId/confirm', '/auth/marketing-binding']);

export interface DocsOptions {
  apiPrefix: string;
  /** BASE_PATH (normalised: a leading and a trailing slash): in `servers`, not in the paths. */
  basePath: string;
  /** PUBLIC_URL: the origin in `servers`; unset, the origin serving the document. */
  publicUrl: string | undefined;
}

/** Where the document's /api/… paths are: PUBLIC_URL's origin (or this origin) and BASE_PATH, without a trailing slash. */
function serverOf(publicUrl: string | undefined, basePath: string) {
  const path = basePath.replace(/\/+$/, '');
  if (publicUrl) return { url: `${new URL(publicUrl).origin}${path}`, description: path ? 'PUBLIC_URL and BASE_PATH' : 'PUBLIC_URL' };
  return { url: path || '/', description: path ? 'The origin serving this document, under BASE_PATH' : 'The origin serving this document' };
}

/** An operationId from the method and path: GET /api/session/permission → get_session_permission. */
export const operationIdOf = (method: string, path: string, apiPrefix: string) =>
  `${method.toLowerCase()}_${path.slice(apiPrefix.length).replace(/^\//, '').replace(/[^A-Za-z0-9]+/g, '_').replace(/_+$/, '')}`;

export const docsPlugin = fp(async function docs(app, opts: DocsOptions) {
  const { apiPrefix } = opts;
  /** A route's path in the document: under /api, BASE_PATH being in `servers`. */
  const docPath = (url: string) => `/api${url.slice(apiPrefix.length)}`;
  const entries = new Map(CATALOGUE.map((e) => [`${apiPrefix}${e.mirrorPath}`, e]));

  /** Security, operationId and error answers where a route's schema leaves them out. */
  const transform = ({ schema, url, route }: { schema: FastifySchema; url: string; route: RouteOptions }) => {
    if (!schema || schema.hide || !url.startsWith(`${apiPrefix}/`)) return { schema, url };
    const method = ([] as string[]).concat(route.method)[0] ?? 'GET';
    const path = url.slice(apiPrefix.length);
    const entry = entries.get(url);
    let security: Security;
    if (entry) security = entry.public ? PUBLIC : STAFF;
    else if (path.startsWith('/auth/')) security = AUTH_WITH_SESSION.has(path) ? COOKIE_ONLY : PUBLIC;
    else if (path.startsWith('/session')) security = method === 'GET' ? STAFF : COOKIE_ONLY;
    else security = PUBLIC;
    const response = { ...((schema.response ?? {}) as Record<string, unknown>) };
    if (entry?.download && !response['200']) {
      response['200'] = { description: 'The file (content-disposition names it)', content: { 'application/octet-stream': { schema: { type: 'string', format: 'binary' } } } };
    }
    if (!Object.keys(response).some((code) => code.startsWith('4'))) response['4xx'] = FailSchema;
    if (!Object.keys(response).some((code) => code.startsWith('2'))) {
      // The redirecting routes (WeCom OAuth): no 2xx; any status but the redirect is a failure.
      response['302'] = { description: 'Redirect (Location header)', type: 'null' };
      response['default'] = FailSchema;
    }
    return {
      url: docPath(url),
      schema: { ...schema, security: entry ? security : (schema.security ?? security), operationId: schema.operationId ?? operationIdOf(method, url, apiPrefix), response },
    };
  };

  await app.register(swagger, {
    openapi: {
      openapi: '3.0.3',
      info: {
        title: 'WeCom staff app BFF',
        version: '1.0.0',
        license: { name: 'Proprietary: for the insurer’s internal apps', url: 'https://choosealicense.com/no-permission/' },
        description:
          'Backend-for-frontend in front of the insurer API. Every answer is {"ok":true,"data":…} or ' +
          '{"ok":false,"error":{"code","message"}}. Catalogue calls are mirrored at the upstream path ' +
          'relative to /wecom/api, under /api, without ".do"; login calls are not mirrored (use /api/auth). ' +
          'Staff in the app: the USER_TOKEN cookie; state-changing requests (every non-GET, and GET calls described as "Changes state") need the header x-csrf: 1; ' +
          'requests another site starts are refused (403 CROSS_SITE); fields that name the caller come from the session. ' +
          `Internal apps (server side): the staff member's upstream token as Authorization: Bearer plus the app's own key as ${APP_KEY_HEADER}; ` +
          'no x-csrf; only the calls granted to the app in INTERNAL_APPS (403 APP_NOT_GRANTED otherwise); 429 past its rate limit. ' +
          'Under load any /api call may answer 503 OVERLOADED with Retry-After.',
      },
      servers: [serverOf(opts.publicUrl, opts.basePath)],
      components: {
        securitySchemes: {
          userToken: { type: 'apiKey', in: 'cookie', name: 'USER_TOKEN', description: 'Staff in the app: the session cookie the BFF sets at login (HttpOnly)' },
          staffBearer: { type: 'http', scheme: 'bearer', description: "Internal apps: the staff member's upstream token (from the insurer's SSO), verified like the cookie" },
          appKey: { type: 'apiKey', in: 'header', name: APP_KEY_HEADER, description: "Internal apps: the app's own key (its SHA-256 is in INTERNAL_APPS); always together with the bearer token" },
        },
      },
    },
    transform,
  });
  await app.register(swaggerUi, {
    routePrefix: `${apiPrefix}/docs`,
    staticCSP: true,
    uiConfig: { docExpansion: 'list', deepLinking: false },
  });
});
