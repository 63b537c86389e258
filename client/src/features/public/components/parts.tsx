import { useEffect, useRef } from 'react';
import { loadStaffCard, recordTimeSpent, recordVisit } from '../api';
import { errorText, Skeleton, Tag } from '../../../ui';
import { useLoad } from '../../../lib/query/use-call';
import { QrCode } from '../../../ui/QrCode';
import { isDialable } from '../../../../../shared/domain/mask';

// Pieces of the pages customers open from a shared link (no login: only white-list calls).

/** A link that cannot be opened: why, and what the customer can do. */
export function BadLink({ reason, onRetry }: { reason: string; onRetry?: () => void }) {
  return (
    <div className="page">
      <div className="card pub-center" role="alert">
        <strong>{reason}</strong>
        <p className="muted">请联系把链接发给您的工作人员重新获取，或稍后再试。</p>
        {onRetry && (
          <button type="button" className="btn btn--small" onClick={onRetry}>
            重试
          </button>
        )}
      </div>
    </div>
  );
}

/** The error of a failed query as a BadLink (the upstream's reason, e.g. 资讯不存在或已下架). */
export const failedLink = (error: unknown, retry: () => void) => <BadLink reason={errorText(error)} onRetry={retry} />;

/** Only http(s) links are followed: a shared page never runs a javascript: or data: URL. */
export const safeHref = (url: string | null | undefined) => (url && /^https?:\/\//i.test(url) ? url : undefined);

/** The staff member's card by their service-manager code: name, title, organisation, mobile, and a QR code to add them. */
export function StaffCard({ code }: { code: string }) {
  const card = useLoad(['loadStaffCard', code], (signal) => loadStaffCard(code, signal));
  if (card.error) return <p className="muted">{errorText(card.error)}</p>;
  if (!card.data) return <Skeleton shape="profile" />;
  const { manager: m, contactUrl } = card.data;
  const contact = safeHref(contactUrl);
  return (
    <div aria-label="服务经理名片">
      <div className="pub-card">
        {m.avatar ? <img className="ps-card__avatar" src={m.avatar} alt="" /> : <span className="ps-card__avatar">{m.managerName.slice(0, 1)}</span>}
        <div className="pub-card__body">
          <strong>{m.managerName}</strong> <span className="muted">{m.title}</span>
          {m.openInsuranceAdvisor === '1' && (
            <>
              {' '}
              <Tag kind="success">保险顾问</Tag>
            </>
          )}
          <p className="muted">{m.comCName}</p>
          {/* A masked number cannot be dialled: shown as text; the QR code below is the way to reach them. */}
          <p>{isDialable(m.mobile) ? <a href={`tel:${m.mobile}`}>电话 {m.mobile}</a> : m.mobile}</p>
        </div>
      </div>
      {m.expertiseAreaNames?.length ? (
        <p className="pub-card__tags" aria-label="擅长领域">
          {m.expertiseAreaNames.map((n) => (
            <Tag key={n} kind="info">
              {n}
            </Tag>
          ))}
        </p>
      ) : null}
      {m.introduction ? (
        <p className="pub-card__intro" aria-label="个人简介">
          {m.introduction}
        </p>
      ) : null}
      {contact && (
        <div className="pub-center" style={{ marginTop: 12 }}>
          <QrCode text={contact} size={160} label={`${m.managerName}的企业微信二维码`} />
          <span className="muted">长按识别二维码，添加我的企业微信</span>
          <a className="btn btn--small" href={contact}>
            添加企业微信
          </a>
        </div>
      )}
    </div>
  );
}


/**
 * Record a customer's visit of a shared article or poster (saveAccessHistory) and, when they
 * leave or switch away, the seconds the page was in view (saveAccessTimesLong, sent with
 * keepalive so it survives the page closing).
 */
export function useVisitRecord(fields: { newsId: string; userCode: string; unionId: string; accessType: '1' | '2' }) {
  const { newsId, userCode, unionId, accessType } = fields;
  const accessId = useRef<string | undefined>(undefined);
  const seen = useRef({ ms: 0, since: 0 });
  const sent = useRef(-1);
  useEffect(() => {
    if (!newsId) return;
    let alive = true;
    seen.current = { ms: 0, since: document.visibilityState === 'visible' ? Date.now() : 0 };
    sent.current = -1;
    recordVisit({ newsId, accessType, ...(userCode ? { userCode } : {}), ...(unionId ? { unionId } : {}) })
      .then((r) => {
        if (alive) accessId.current = r.accessId;
      })
      .catch(() => undefined); // a visit that could not be recorded must not stop the reading
    const flush = () => {
      const s = seen.current;
      if (s.since) {
        s.ms += Date.now() - s.since;
        s.since = 0;
      }
      const seconds = Math.round(s.ms / 1000);
      // Hidden then pagehide, or pagehide then unmount: the same time is sent once.
      if (!accessId.current || seconds === sent.current) return;
      sent.current = seconds;
      recordTimeSpent(accessId.current, seconds).catch(() => undefined);
    };
    const onVisibility = () => {
      if (document.visibilityState === 'hidden') flush();
      else seen.current.since = Date.now();
    };
    document.addEventListener('visibilitychange', onVisibility);
    window.addEventListener('pagehide', flush);
    return () => {
      alive = false;
      document.removeEventListener('visibilitychange', onVisibility);
      window.removeEventListener('pagehide', flush);
      flush();
    };
  }, [newsId, userCode, unionId, accessType]);
}
