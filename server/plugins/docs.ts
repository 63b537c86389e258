import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import fp from 'fastify-plugin';

// The OpenAPI 3 document, generated from the route schemas: UI at <api>/docs, JSON at <api>/docs/json.
export const docsPlugin = fp(async function docs(app, opts: { apiPrefix: string }) {
  await app.register(swagger, {
    openapi: {
      openapi: '3.0.3',
      info: {
        title: 'WeCom staff app BFF',
        version: '1.0.0',
        description:
          'Backend-for-frontend in front of the insurer API. Every answer is {"ok":true,"data":…} or ' +
          '{"ok":false,"error":{"code","message"}}. Catalogue calls are mirrored at the upstream path ' +
          'relative to /wecom/api, under /api, without ".do"; login calls are not mirrored (use /api/auth). ' +
          'State-changing requests (every non-GET, and GET calls described as "Changes state") need the header x-csrf: 1; ' +
          'requests another site starts are refused (403 CROSS_SITE); fields that name the caller come from the session.',
      },
      components: {
        securitySchemes: { userToken: { type: 'apiKey', in: 'cookie', name: 'USER_TOKEN' } },
      },
    },
  });
  await app.register(swaggerUi, {
    routePrefix: `${opts.apiPrefix}/docs`,
    staticCSP: true,
    uiConfig: { docExpansion: 'list', deepLinking: false },
  });
});
