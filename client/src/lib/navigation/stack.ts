import type { RouteDef } from '../../../../shared/routes/types';
import type { Target } from './target';

// The view stack (spec 000 §2): a back movement pops, any other navigation pushes (a replace
// swaps the top). Cached routes stay mounted while any instance of them is in the stack; the
// cache is dropped when the last instance is popped.

export interface View {
  /** Unique per history entry: React key of non-cached views. */
  key: string;
  /** Position in the session history (history.state.idx). */
  idx: number;
  target: Target;
  route: RouteDef;
  params: Record<string, string>;
}

export type Move = 'push' | 'replace' | 'pop';

export function applyMove(stack: readonly View[], move: Move, view: View): View[] {
  if (move === 'push') return [...stack, view];
  if (move === 'replace') return [...stack.slice(0, -1), view];
  // pop (history moved to view.idx): back drops everything above it; forward pushes.
  const kept = stack.filter((v) => v.idx < view.idx);
  return [...kept, view];
}

/** Names of cached routes that have an instance in the stack: these stay mounted. */
export function cachedNames(stack: readonly View[]): string[] {
  const names: string[] = [];
  for (const v of stack) if (v.route.meta.cache && !names.includes(v.route.name)) names.push(v.route.name);
  return names;
}

/** The newest instance of each cached route (what its kept-alive view shows). */
export function latestOf(stack: readonly View[], name: string): View | undefined {
  for (let i = stack.length - 1; i >= 0; i--) if (stack[i]!.route.name === name) return stack[i];
  return undefined;
}

/** Slide direction (spec 000 §2): left when leaving the index page (no name or Index), right otherwise. */
export function slideOf(from: View | undefined): 'slide-left' | 'slide-right' {
  return !from || !from.route.name || from.route.name === 'Index' ? 'slide-left' : 'slide-right';
}
