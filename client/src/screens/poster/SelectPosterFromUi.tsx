import { hasScreen } from '../../router/screens';
import { navigate } from '../../router/navigation';
import { useParam } from './parts';
import { PosterList } from './PosterList';

// 选择海报 (?returnTo=<app path>): choose a poster for another screen (a mass message, a care
// message …): the choice goes back to that screen as ?posterId=, replacing this page. Opened on
// its own (or with a returnTo that is not a screen of the app), a poster opens its own version.

/** Only a local path of a built screen is returned to: never another site. */
function returnPath(raw: string): string | undefined {
  if (!raw.startsWith('/') || raw.startsWith('//')) return undefined;
  return hasScreen(raw) ? raw : undefined;
}

export default function SelectPosterFromUi() {
  const back = returnPath(useParam('returnTo'));
  return (
    <div className="page">
      <p className="muted">{back ? '点选一张海报，带回上一页' : '点选一张海报，生成您的专属海报'}</p>
      <PosterList
        onPick={(p) => {
          const id = encodeURIComponent(p.posterId);
          if (back) void navigate(`${back}${back.includes('?') ? '&' : '?'}posterId=${id}`, { replace: true });
          else void navigate(`/poster/poster-config-send?posterId=${id}`);
        }}
      />
    </div>
  );
}
