import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type BrowserContext, type Page } from 'playwright-core';

// Debian's chromium driven by playwright-core at a phone viewport (see shared/stack-notes.md).
export const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

export interface Browser {
  context: BrowserContext;
  page: Page;
  /** Console errors and page errors seen so far. */
  errors: string[];
  close(): Promise<void>;
}

/**
 * A phone-sized Chromium. It asks for reduced motion unless `motion` is set, so views show without
 * their 0.38 s slide (what the app does for people who ask for it) and clicks need not wait for it;
 * shell.test.ts checks the slide itself.
 */
export async function openBrowser(viewport = { width: 375, height: 667 }, opts: { motion?: boolean } = {}): Promise<Browser> {
  const dir = mkdtempSync(join(tmpdir(), 'chromium-'));
  const context = await chromium.launchPersistentContext(dir, {
    executablePath: CHROMIUM,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
    viewport,
    isMobile: true,
    hasTouch: true,
    locale: 'zh-CN',
    reducedMotion: opts.motion ? 'no-preference' : 'reduce',
  });
  const page = context.pages()[0] ?? (await context.newPage());
  const errors: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error') errors.push(msg.text());
  });
  page.on('pageerror', (err) => errors.push(String(err)));
  return {
    context,
    page,
    errors,
    async close() {
      await context.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
