import type { AddressInfo } from 'node:net';
import { startStack, type TestStack } from './app.js';

/** The BFF and the demo upstream listening on loopback, serving the built client. */
export async function startServer(env: Record<string, string> = {}): Promise<TestStack & { url: string }> {
  const stack = await startStack(env);
  const { port } = stack.app.server.address() as AddressInfo;
  return { ...stack, url: `http://127.0.0.1:${port}${stack.config.basePath}` };
}
