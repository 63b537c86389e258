import { act, type ReactElement } from 'react';

// Rendering client components in happy-dom for component tests (tests/unit/client-ui-*.test.ts).
// The root typecheck has no DOM types (client code is the client tsconfig's), so the few DOM
// members the tests use are typed here, and react-dom/client is loaded by a path it does not follow.

export interface El {
  readonly tagName: string;
  readonly id: string;
  readonly textContent: string | null;
  value: string;
  readonly disabled: boolean;
  readonly isConnected: boolean;
  getAttribute(name: string): string | null;
  hasAttribute(name: string): boolean;
  querySelector(selector: string): El | null;
  querySelectorAll(selector: string): ArrayLike<El>;
  contains(other: El | null): boolean;
  click(): void;
  focus(): void;
  dispatchEvent(event: unknown): boolean;
  appendChild(child: El): El;
  remove(): void;
}
interface Win {
  document: { body: El; documentElement: El; activeElement: El | null; createElement(tag: string): El };
  KeyboardEvent: new (type: string, init: { key: string; bubbles: boolean; shiftKey?: boolean; cancelable?: boolean }) => unknown;
  Event: new (type: string, init: { bubbles: boolean }) => unknown;
  HTMLInputElement: { prototype: object };
  IS_REACT_ACT_ENVIRONMENT?: boolean;
}
export const win = globalThis as unknown as Win;

const REACT_DOM_CLIENT: string = 'react-dom/client';
interface Root {
  render(element: ReactElement): void;
  unmount(): void;
}

/** Render into a fresh container in the body; `rerender` and `unmount` go through act(). */
export async function mount(element: ReactElement) {
  win.IS_REACT_ACT_ENVIRONMENT = true;
  const { createRoot } = (await import(/* @vite-ignore */ REACT_DOM_CLIENT)) as { createRoot(container: El): Root };
  const container = win.document.createElement('div');
  win.document.body.appendChild(container);
  const root = createRoot(container);
  await act(async () => root.render(element));
  return {
    container,
    rerender: (next: ReactElement) => act(async () => root.render(next)),
    unmount: async () => {
      await act(async () => root.unmount());
      container.remove();
    },
  };
}

/** The one element matching the selector (fails the test when there is none). */
export function $(selector: string, root: El = win.document.body): El {
  const el = root.querySelector(selector);
  if (!el) throw new Error(`no element matches ${selector}`);
  return el;
}
export const $$ = (selector: string, root: El = win.document.body) => Array.from(root.querySelectorAll(selector));
/** The element of a role whose text is this (buttons, tabs, options). */
export function byText(selector: string, text: string, root: El = win.document.body): El {
  const el = $$(selector, root).find((e) => e.textContent?.trim() === text);
  if (!el) throw new Error(`no ${selector} says ${text}`);
  return el;
}

export const click = (el: El) => act(async () => el.click());
export const press = (el: El, key: string, opts: { shiftKey?: boolean } = {}) =>
  act(async () => {
    el.dispatchEvent(new win.KeyboardEvent('keydown', { key, bubbles: true, cancelable: true, ...opts }));
  });
/** Type into a controlled input as a person would (React listens to the input event). */
export const typeInto = (input: El, text: string) =>
  act(async () => {
    const setter = Object.getOwnPropertyDescriptor(win.HTMLInputElement.prototype, 'value')!.set!;
    setter.call(input, text);
    input.dispatchEvent(new win.Event('input', { bubbles: true }));
  });
export const focused = () => win.document.activeElement;
