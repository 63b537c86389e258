import { Link } from 'wouter';
import { hasScreen } from '../../../lib/navigation/navigation';
import { session } from '../../../lib/session/store';
import { MODULES, type Module } from '../modules';
import { useCall } from '../../../lib/query/use-call';

// Entry points to the other modules (home/modules.ts), in the staff member's own choice and order
// when they set one (/home/configuration: queryHomeConfig), else all of them. A tile shows only when
// its screen is one of the app's (hasScreen). The moments tile carries the number of tasks still to publish.
// At the top of home, a short row of the ones this staff member opens most (counted on this device;
// until then the first of their order) with 全部 leading to the whole grid further down, so the
// tasks and reminders stay on the first screen.

/** The tiles the staff member chose (or all), that lead somewhere; undefined while the choice loads. */
export function useHomeTiles(): readonly Module[] | undefined {
  const config = useCall('queryHomeConfig');
  // While the choice loads, no tiles: showing every tile and then the chosen few moved the grid
  // under a finger about to tap. When it cannot be read, the default: every tile.
  if (config.loading && !config.data) return undefined;
  const chosen = config.data?.tiles?.length ? config.data.tiles.flatMap((to) => MODULES.filter((m) => m.to === to)) : MODULES;
  return chosen.filter((m) => hasScreen(m.to));
}

const ROW = 4;
const useKey = () => `home:tile-use:${session.peek()?.user.userCode ?? ''}`;

function uses(key: string): Record<string, number> {
  try {
    const v = JSON.parse(localStorage.getItem(key) ?? '{}') as unknown;
    return v && typeof v === 'object' ? (v as Record<string, number>) : {};
  } catch {
    return {};
  }
}

/** Counts a tile opened, for the row of most used. */
function countUse(key: string, to: string) {
  try {
    const all = uses(key);
    all[to] = (all[to] ?? 0) + 1;
    localStorage.setItem(key, JSON.stringify(all));
  } catch {
    // Storage full or blocked: the row keeps its order.
  }
}

function Tile({ m, useKey: key }: { m: Module; useKey: string }) {
  return (
    <Link href={m.to} onClick={() => countUse(key, m.to)}>
      <span className="icon" aria-hidden="true">
        {m.icon}
      </span>
      {'badge' in m && <MomentsBadge />}
      {m.label}
    </Link>
  );
}

/** The short row: the most used of the chosen tiles, then 全部. */
export function ModuleRow({ tiles }: { tiles: readonly Module[] | undefined }) {
  const key = useKey();
  const count = uses(key);
  const row = (tiles ?? [])
    .map((m, i) => ({ m, i, n: count[m.to] ?? 0 }))
    .sort((a, b) => b.n - a.n || a.i - b.i)
    .slice(0, ROW)
    .map((x) => x.m);
  return (
    <section className="card hm-row" aria-label="常用功能" aria-busy={tiles === undefined}>
      <nav className="grid grid--row" aria-label="常用功能">
        {row.map((m) => (
          <Tile key={m.to} m={m} useKey={key} />
        ))}
        <button type="button" className="grid__all" onClick={() => document.getElementById('hm-all-tiles')?.scrollIntoView({ block: 'start', behavior: 'smooth' })}>
          <span className="icon" aria-hidden="true">
            ⋯
          </span>
          全部
        </button>
      </nav>
    </section>
  );
}

/** Every chosen tile. */
export function ModuleGrid({ tiles }: { tiles: readonly Module[] | undefined }) {
  const key = useKey();
  return (
    <section className="card" aria-label="功能入口" id="hm-all-tiles" aria-busy={tiles === undefined}>
      <h2 className="section__title">全部功能</h2>
      <nav className="grid" aria-label="全部功能">
        {(tiles ?? []).map((m) => (
          <Tile key={m.to} m={m} useKey={key} />
        ))}
      </nav>
      <Link href="/home/configuration" className="grid__edit">
        编辑首页功能
      </Link>
    </section>
  );
}

/** Moments tasks not yet published; nothing while loading or when there are none. */
function MomentsBadge() {
  const count = useCall('queryMomentsTaskCount');
  const n = count.data?.unsent ?? 0;
  if (n === 0) return null;
  return (
    <span className="grid__badge" aria-label={`${n} 个未发表`}>
      {n > 99 ? '99+' : n}
    </span>
  );
}
