import { Section, Skeleton, useParam } from '../../../ui';
import { BadLink, failedLink, StaffCard, useVisitRecord } from '../components/parts';
import { useCall } from '../../../lib/query/use-call';

// 海报预览 (public, no login): a poster a staff member shared — ?posterId=, &userCode= (who
// shared it), &code= (their service-manager code: their card). The visit and the time spent are
// recorded (accessType 2) for the staff member's access history.

export default function PosterPreview() {
  const posterId = useParam('posterId');
  if (!posterId) return <BadLink reason="链接不完整：缺少海报编号" />;
  return <Preview posterId={posterId} />;
}

function Preview({ posterId }: { posterId: string }) {
  const userCode = useParam('userCode');
  const code = useParam('code');
  const unionId = useParam('unionId');
  useVisitRecord({ newsId: posterId, userCode, unionId, accessType: '2' });
  const poster = useCall('white/getPosterUrl', { posterId, ...(userCode ? { userCode } : {}) });
  if (poster.error) return failedLink(poster.error, poster.reload);
  return (
    <div className="page">
      <section className="card" aria-label="海报">
        {poster.data ? (
          <>
            <img className="pub-poster" src={poster.data.posterUrl} alt={poster.data.title} />
            <p className="muted" style={{ textAlign: 'center' }}>
              长按图片可保存或识别二维码
            </p>
          </>
        ) : (
          <Skeleton rows={6} />
        )}
      </section>
      {code && (
        <Section title="您的专属顾问">
          <StaffCard code={code} />
        </Section>
      )}
    </div>
  );
}
