import { signal } from '@preact/signals-react';

// The debug console (spec 000 §6 "A debug console appears if a cookie flag is set"): with the
// cookie debug=1, console messages are kept (last 200) for the in-page panel.

export interface LogLine {
  id: number;
  level: 'log' | 'info' | 'warn' | 'error';
  text: string;
  at: string;
}

export const logLines = signal<readonly LogLine[]>([]);
const MAX_LINES = 200;

export function debugEnabled(): boolean {
  return document.cookie.split(';').some((c) => c.trim() === 'debug=1');
}

function format(arg: unknown): string {
  if (typeof arg === 'string') return arg;
  if (arg instanceof Error) return `${arg.name}: ${arg.message}`;
  try {
    return JSON.stringify(arg);
  } catch {
    return String(arg);
  }
}

let capturing = false;
let nextId = 1;

export function startConsoleCapture() {
  if (capturing) return;
  capturing = true;
  for (const level of ['log', 'info', 'warn', 'error'] as const) {
    const original = console[level].bind(console);
    console[level] = (...args: unknown[]) => {
      original(...args);
      const line: LogLine = { id: nextId++, level, text: args.map(format).join(' '), at: new Date().toTimeString().slice(0, 8) };
      // Deferred: a console call made during a render must not update a signal mid-render.
      queueMicrotask(() => {
        logLines.value = [...logLines.value, line].slice(-MAX_LINES);
      });
    };
  }
  addEventListener('error', (e) => console.error(e.message));
  addEventListener('unhandledrejection', (e) => console.error('unhandled rejection', e.reason));
}
