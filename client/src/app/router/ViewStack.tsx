import { Activity } from 'react';
import { useSignals } from '@preact/signals-react/runtime';
import { stack, transition } from '../../lib/navigation/navigation';
import { cachedNames, latestOf } from '../../lib/navigation/stack';
import { ViewFrame } from './ViewFrame';

// The routed views: cached routes stay mounted inside <Activity mode="hidden"> (state and DOM
// kept; scroll saved by the driver), the current non-cached view is keyed by its history entry.
// A re-shown cached view re-renders (its `active` prop changes), so screens reading signals
// pick up values that changed while hidden (react#27670).

export function ViewStack() {
  useSignals();
  const views = stack.value;
  const current = views[views.length - 1];
  if (!current) return <div className="loading boot">加载中…</div>;
  const enter = transition.value;
  return (
    <>
      {cachedNames(views).map((name) => {
        const view = latestOf(views, name)!;
        const visible = current.route.name === name;
        return (
          <Activity key={`cached:${name}`} mode={visible ? 'visible' : 'hidden'}>
            <ViewFrame view={view} active={visible} enter={enter} navKey={current.key} />
          </Activity>
        );
      })}
      {!current.route.meta.cache && <ViewFrame key={current.key} view={current} active enter={enter} navKey={current.key} />}
    </>
  );
}
