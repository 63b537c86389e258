import { effect, signal } from '@preact/signals-react';
import { findRoute, HOME_PATH, isErrorPath, isLoginWhiteListed, matchPattern, NOT_FOUND_PATH } from '../../../../shared/routes/lists';
import type { RouteDef } from '../../../../shared/routes/types';
import { decide, type Decision } from '../guard/decide';
import { guardEnv } from '../guard/env';
import { basePath } from '../base-path';
import { toast } from '../toast-store';
import { navbarFromMeta } from '../navbar-store';
import { applyMove, cachedNames, slideOf, type Move, type View } from './stack';
import { formatTarget, parseTarget, type Target } from './target';

// The navigation driver: every navigation — a link, navigate(), the back button, the first
// load — resolves redirect routes and unknown paths, runs the guard, then commits to the
// browser history and the view stack. Nothing renders a page the guard has not let through.

export const stack = signal<readonly View[]>([]);
/** The transition class of the latest navigation ('' on the first load). */
export const transition = signal<'' | 'slide-left' | 'slide-right'>('');
/** A navigation is being decided (the guard may wait on the BFF). */
export const navigating = signal(false);
// Mirrored on <html data-navigating> for the progress cursor and for tests waiting on a settle.
effect(() => {
  document.documentElement.toggleAttribute('data-navigating', navigating.value);
});

/** Scroll positions of hidden cached views, by route name (Activity keeps DOM, not scroll). */
export const savedScroll = new Map<string, number>();
/**
 * Scroll positions of every page left, by history entry key: a page met again by back or
 * forward is rebuilt (non-cached) and scrolled back to where the person left it (ViewFrame).
 */
export const entryScroll = new Map<string, number>();
const MAX_ENTRY_SCROLLS = 100;

interface HistoryState {
  idx: number;
  key: string;
}

let seq = 0;
let keySeq = 0;
const MAX_HOPS = 8;
/** The product's short name: the title when a route has none. */
export const DEFAULT_TITLE = '保险助手';

const top = () => stack.peek()[stack.peek().length - 1];
/**
 * The browser's current history entry is still the shown view's. Back and forward move the entry
 * at once and tell us later (popstate): until then, writing the entry (replaceState) or pushing
 * after it would overwrite or follow the page the person went back to.
 */
const onShownEntry = () => {
  const view = top();
  return !view || (history.state as HistoryState | null)?.key === view.key;
};
const urlOf = (t: Target) => `${basePath()}${formatTarget(t)}`;
const currentTarget = (): Target => parseTarget(`${location.pathname.slice(basePath().length) || '/'}${location.search}`);

/**
 * Asked once per page life, when the page's first shown page is home (the guard let it through,
 * so the user is signed in; login and OAuth pages before it do not count): another app path to
 * show instead, or null. Inside WeCom this is the entry routing (wecom/entry.ts): opened from a
 * chat, the page shows that customer at once. A page life that starts elsewhere never asks: going
 * home later is going home.
 */
let homeLanding: (() => Promise<string | null>) | null = null;
export function setHomeLanding(fn: () => Promise<string | null>) {
  homeLanding = fn;
}

/**
 * Fetches a route's screen (app/router/screens.ts). A navigation waits for it up to
 * SKELETON_AFTER_MS before it commits, so a screen whose chunk is at hand (prefetched, cached, or
 * quick to arrive) shows at once; a slower one shows its skeleton until it is there.
 */
let screenLoader: ((route: RouteDef) => Promise<unknown>) | null = null;
export function setScreenLoader(fn: (route: RouteDef) => Promise<unknown>) {
  screenLoader = fn;
}
const SKELETON_AFTER_MS = 250;

/** Fetch the target's screen (once: the loader keeps it). A chunk that fails to load is the view's error (ErrorBoundary), not the navigation's. */
function fetchScreen(target: Target): Promise<unknown> {
  const route = lookup(target.path);
  return route && screenLoader ? screenLoader(route).catch(() => undefined) : Promise.resolve();
}

/** The screen of this target is here, or SKELETON_AFTER_MS have passed since `since`. */
function screenReady(target: Target, since: number): Promise<unknown> {
  const wait = SKELETON_AFTER_MS - (performance.now() - since);
  if (wait <= 0) return Promise.resolve();
  let timer: ReturnType<typeof setTimeout> | undefined;
  return Promise.race([fetchScreen(target), new Promise((r) => (timer = setTimeout(r, wait)))]).finally(() => clearTimeout(timer));
}

/** Routes outside the shared table (debug-only demo screens). */
const extraRoutes: RouteDef[] = [];
export function addRoute(route: RouteDef) {
  if (!extraRoutes.some((r) => r.path === route.path)) extraRoutes.push(route);
}
const lookup = (path: string) => findRoute(path) ?? extraRoutes.find((r) => matchPattern(r.path, path));

/**
 * Whether an app path ("/x?y") opens a screen of the app: a route of the table (each names the
 * area serving its screen) or a debug route. Entry points made from data (pushed events, return
 * targets, configured links) show only what passes.
 */
export function hasScreen(to: string): boolean {
  const path = to.split('?')[0]!;
  const found = lookup(path);
  const route = found?.redirect ? lookup(found.redirect) : found;
  return route !== undefined && (route.area !== undefined || extraRoutes.includes(route));
}

function viewFor(target: Target, idx: number, key?: string): View {
  const route = lookup(target.path)!;
  return { key: key ?? `v${++keySeq}`, idx, target, route, params: matchPattern(route.path, target.path) ?? {} };
}

/** Redirect routes and unknown paths, before the guard sees the target. */
function resolve(target: Target): Target {
  const route = lookup(target.path);
  if (!route) return { path: NOT_FOUND_PATH, query: {} };
  if (route.redirect) return { path: route.redirect, query: target.query };
  return target;
}

function commit(target: Target, move: Move, popIdx = 0, entryKey?: string) {
  if (!isLoginWhiteListed(target.path)) homeLanding = null;
  const from = top();
  if (from?.route.meta.cache) savedScroll.set(from.route.name, window.scrollY);
  if (from && move !== 'replace') {
    entryScroll.delete(from.key);
    entryScroll.set(from.key, window.scrollY);
    if (entryScroll.size > MAX_ENTRY_SCROLLS) entryScroll.delete(entryScroll.keys().next().value!);
  }
  const idx = move === 'push' ? (from?.idx ?? -1) + 1 : move === 'replace' ? (from?.idx ?? (history.state as HistoryState | null)?.idx ?? 0) : popIdx;
  // Back or forward onto a known entry keeps its key, and with it its saved scroll.
  const view = viewFor(target, idx, move === 'pop' ? entryKey : undefined);
  const state: HistoryState = { idx, key: view.key };
  if (move === 'push') history.pushState(state, '', urlOf(target));
  else history.replaceState(state, '', urlOf(target));
  transition.value = from ? slideOf(from) : '';
  const next = applyMove(stack.peek(), move, view);
  // A cached route whose last instance was popped starts afresh next time, scroll included.
  const kept = cachedNames(next);
  for (const name of savedScroll.keys()) if (!kept.includes(name)) savedScroll.delete(name);
  // Step 2 of the guard: page title and navbar from the route (screens may refine the navbar).
  document.title = view.route.meta.title || DEFAULT_TITLE;
  navbarFromMeta(view.route.meta.title, view.route.meta.navbar);
  stack.value = next;
}

/**
 * Back (or forward) from an error page onto an entry the guard sends to that same error page
 * would show it again and again: step over such an entry in the same direction instead, so back
 * always gets somewhere else (out of the app at the start of the history).
 */
function loopsBack(popped: Target, to: Target, popIdx: number | undefined): boolean {
  const from = top();
  // Only entries of our own history: one pushed from outside (no state) is a new page.
  const known = typeof (history.state as HistoryState | null)?.idx === 'number';
  if (!from || !known || isErrorPath(popped.path) || !isErrorPath(to.path) || to.path !== from.target.path) return false;
  history.go(popIdx !== undefined && popIdx < from.idx ? -1 : 1);
  return true;
}

/**
 * Decide and commit. A guard redirect stands in for the intended target with the same history
 * move (so a redirect met on the back button rewrites that entry, and one met on a link is
 * pushed); "reenter" runs the guard again for the same target after the role routes were added.
 */
async function run(target: Target, move: Move, popIdx?: number, entryKey?: string): Promise<void> {
  // Asked by a page the person has just gone back (or forward) from: the move they made wins.
  if (move !== 'pop' && !onShownEntry()) return;
  const mine = ++seq;
  const since = performance.now();
  navigating.value = true;
  try {
    let to = resolve(target);
    // The screen's chunk starts loading while the guard decides.
    void fetchScreen(to);
    for (let hop = 0; hop < MAX_HOPS; hop++) {
      let decision: Decision;
      try {
        decision = await decide(to, top()?.target ?? null, guardEnv);
      } catch (err) {
        // Never strand the user on a broken guard: log and let the navigation through.
        console.error('[guard] failed', err);
        decision = { kind: 'pass' };
      }
      if (mine !== seq) return; // a newer navigation took over
      if (decision.kind === 'pass') {
        if (homeLanding && to.path === HOME_PATH) {
          const landing = homeLanding;
          homeLanding = null;
          let instead: string | null = null;
          try {
            instead = await landing();
          } catch (err) {
            console.error('[router] landing failed', err);
          }
          if (mine !== seq) return;
          if (instead) {
            to = resolve(parseTarget(instead));
            continue;
          }
        }
        if (move === 'pop' && loopsBack(target, to, popIdx)) return;
        await screenReady(to, since);
        if (mine !== seq) return;
        // A back or forward happened meanwhile (its popstate is on its way and wins).
        if (move !== 'pop' && !onShownEntry()) return;
        // The entry's key only when it shows what it showed before (no redirect).
        return commit(to, move, popIdx, to === target || formatTarget(to) === formatTarget(target) ? entryKey : undefined);
      }
      if (decision.kind === 'redirect') {
        if (decision.message) toast.error(decision.message);
        to = resolve(decision.to);
      }
    }
    console.error('[router] too many redirects', formatTarget(target));
    commit({ path: '/error/500', query: {} }, move, popIdx);
  } finally {
    if (mine === seq) navigating.value = false;
  }
}

export interface NavigateOptions {
  replace?: boolean;
}

/** Go to an app path ("/x?y"); relative to the base path. */
export function navigate(to: string, opts: NavigateOptions = {}): Promise<void> {
  return run(parseTarget(to), opts.replace ? 'replace' : 'push');
}

/**
 * Change the query of the page being shown, in place: the same history entry (replaced, so back
 * still leaves the page), the same view (no remount), its screen re-rendered with the new query.
 * For what a person chose on a page — search text, filter, tab, pages loaded (lib/url-state).
 * undefined removes a key. No guard: the page and its permission are the same. onPath: only if
 * that page is the one shown.
 */
export function replaceQuery(patch: Record<string, string | undefined>, onPath?: string) {
  const view = top();
  // A page no longer shown (a hidden cached one finishing a load, or one the person just went back
  // from) never writes another's URL.
  if (!view || (onPath !== undefined && view.target.path !== onPath) || !onShownEntry()) return;
  const query = { ...view.target.query };
  for (const [k, v] of Object.entries(patch)) {
    if (v === undefined) delete query[k];
    else query[k] = v;
  }
  const target = { path: view.target.path, query };
  if (formatTarget(target) === formatTarget(view.target)) return;
  history.replaceState(history.state, '', urlOf(target));
  stack.value = [...stack.peek().slice(0, -1), { ...view, target }];
}

export function back() {
  history.back();
}

let started = false;

/** Take over the page's location: the first load and every back/forward movement. */
export function startNavigation(): Promise<void> {
  if (started) return Promise.resolve();
  started = true;
  addEventListener('popstate', (e) => {
    const s = e.state as HistoryState | null;
    void run(currentTarget(), 'pop', s?.idx ?? (top()?.idx ?? 0) + 1, s?.key);
  });
  if (!('scrollRestoration' in history)) return run(currentTarget(), 'replace');
  history.scrollRestoration = 'manual';
  return run(currentTarget(), 'replace');
}
