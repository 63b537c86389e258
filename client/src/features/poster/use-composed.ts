import { call } from '../../lib/api';
import { useQuery } from '../../ui';
import { loadPoster, loadShareInfo, type Poster, type ShareInfo } from './api';
import { composePoster } from './compose';

// What a personalised poster needs, loaded side by side, then composed: the poster, the staff
// member's share config and card, and the link the QR code opens. `version` reloads the link
// after it was changed.

export interface Composed {
  poster: Poster;
  share: ShareInfo;
  linkUrl: string;
  image: string;
}

export function useComposed(posterId: string, version = 0) {
  return useQuery<Composed>(
    async (signal) => {
      const [poster, share, link] = await Promise.all([
        loadPoster(posterId, signal),
        loadShareInfo(signal),
        call('tm/interactplatform/wechat/tmtqwpostermain/getPosterLinkUrl', { posterId }, { signal }),
      ]);
      const image = await composePoster({ posterUrl: poster.posterUrl, qrText: link.linkUrl, share });
      return { poster, share, linkUrl: link.linkUrl, image };
    },
    [posterId, version],
  );
}
