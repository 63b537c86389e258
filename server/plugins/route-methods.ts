import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyInstance {
    /** The methods some route serves at this path, or undefined when no route has the path. */
    methodsAt(path: string): ReadonlySet<string> | undefined;
  }
}

const normalise = (path: string) => path.replace(/\/+$/, '') || '/';

// Which methods each path serves, recorded as routes are added: a known path asked with another
// method answers 405 with an Allow header (app.ts's not-found handler), not 404.
export const routeMethodsPlugin = fp(async function routeMethods(app) {
  const methods = new Map<string, Set<string>>();
  app.addHook('onRoute', (route) => {
    const key = normalise(route.url);
    const set = methods.get(key) ?? new Set<string>();
    for (const m of [route.method].flat()) set.add(m);
    methods.set(key, set);
  });
  app.decorate('methodsAt', (path: string) => methods.get(normalise(path)));
});
