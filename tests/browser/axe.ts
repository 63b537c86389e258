import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

// axe-core inside a test page. The page's CSP allows no inline script, so its source is evaluated
// through the DevTools protocol (page.evaluate), which the CSP does not govern — once per page:
// the route walk moves inside the app without reloading.
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/**
 * The checks that matter for this app: WCAG 2.0/2.1 A and AA (contrast, names, labels, ARIA,
 * pinch-zoom), plus the best-practice landmark and heading rules and the visible-label rule.
 */
const OPTIONS = {
  runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
  rules: {
    'label-content-name-mismatch': { enabled: true },
    'heading-order': { enabled: true },
    region: { enabled: true },
    'landmark-one-main': { enabled: true },
  },
  resultTypes: ['violations'],
};

export interface AxeProblem {
  id: string;
  impact: string | null;
  help: string;
  nodes: string[];
}

/** Run axe over the shown document; violations as rule, impact and the first few offending nodes. */
export async function axeViolations(page: Page): Promise<AxeProblem[]> {
  if (!(await page.evaluate<boolean>('typeof window.axe === "object"'))) await page.evaluate(AXE_SOURCE);
  return page.evaluate<AxeProblem[]>(`axe.run(document, ${JSON.stringify(OPTIONS)}).then((r) => r.violations.map((v) => ({
    id: v.id, impact: v.impact, help: v.help,
    nodes: v.nodes.slice(0, 3).map((n) => n.target.join(' ') + ' ' + (n.failureSummary || '').split('\\n').slice(1, 2).join('')),
  })))`);
}

/** Serious or critical, or one of the structure rules the app keeps: what a route must not have. */
export const blocking = (p: AxeProblem) => p.impact === 'serious' || p.impact === 'critical' || ['heading-order', 'region', 'landmark-one-main'].includes(p.id);
