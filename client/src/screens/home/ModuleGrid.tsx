import { Link } from 'wouter';
import { call } from '../../api';
import type { AnswerOf } from '../../api/names';
import { hasScreen } from '../../router/screens';
import { useQuery } from '../../ui';
import { MODULES } from './modules';

// Entry points to the other modules (home/modules.ts), in the staff member's own choice and order
// when they set one (/home/configuration: queryHomeConfig), else all of them. A tile shows only when
// its screen is one of the app's (hasScreen). The moments tile carries the number of tasks still to publish.
export function ModuleGrid() {
  const config = useQuery((signal) => call<AnswerOf<'queryHomeConfig'>, 'queryHomeConfig'>('queryHomeConfig', {}, { signal }), []);
  // Until the choice is known (or when it cannot be read), the default: every tile.
  const chosen = config.data?.tiles?.length ? config.data.tiles.flatMap((to) => MODULES.filter((m) => m.to === to)) : MODULES;
  return (
    <section className="card" aria-label="功能入口">
      <nav className="grid">
        {chosen.filter((m) => hasScreen(m.to)).map((m) => (
          <Link key={m.to} href={m.to}>
            <span className="icon" aria-hidden="true">
              {m.icon}
            </span>
            {'badge' in m && <MomentsBadge />}
            {m.label}
          </Link>
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
  const count = useQuery((signal) => call<AnswerOf<'queryMomentsTaskCount'>, 'queryMomentsTaskCount'>('queryMomentsTaskCount', {}, { signal }), []);
  const n = count.data?.unsent ?? 0;
  if (n === 0) return null;
  return (
    <span className="grid__badge" aria-label={`${n} 个未发表`}>
      {n > 99 ? '99+' : n}
    </span>
  );
}
