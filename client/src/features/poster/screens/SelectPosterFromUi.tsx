import { navigate } from '../../../lib/navigation/navigation';
import { returnPath, returnWith } from '../../../lib/navigation/return-to';
import { PosterList } from '../components/PosterList';
import { useParam } from '../../../ui';

// 选择海报 (?returnTo=<app path>): choose a poster for another screen (a mass message, a care
// message …): the choice goes back to that screen as ?posterId=, replacing this page (only a local
// path of a built screen: router/return-to.ts). Opened on its own, a poster opens its own version.

export default function SelectPosterFromUi() {
  const back = returnPath(useParam('returnTo'));
  return (
    <div className="page">
      <p className="muted">{back ? '点选一张海报，带回上一页' : '点选一张海报，生成您的专属海报'}</p>
      <PosterList
        onPick={(p) => {
          if (back) void returnWith(back, { posterId: p.posterId });
          else void navigate(`/poster/poster-config-send?posterId=${encodeURIComponent(p.posterId)}`);
        }}
      />
    </div>
  );
}
