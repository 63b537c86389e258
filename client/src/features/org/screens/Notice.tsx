import { useEffect, useRef, useState } from 'react';
import { safeLocalPath } from '../../../../../shared/redirect';
import { acceptNotice } from '../api';
import type { AnswerOf } from '../../../lib/api/names';
import { navigate } from '../../../lib/navigation/navigation';
import type { ScreenProps } from '../../../lib/screen';
import { ActionBar, AsyncView, Section, Tag, runAction, useParams } from '../../../ui';
import { useCall } from '../../../lib/query/use-call';
import { invalidate } from '../../../lib/query/client';

// The two "please read" notices (/notice/health-notice, /notice/cust-info-authorization): the
// current version's text, read to the end before 我已阅读并同意 can be tapped; the acceptance is
// kept upstream per staff member and version (saveNoticeAgreement), so the page says when it was
// given and a new version asks again. With ?redirect= the person goes back there after accepting.

type Notice = AnswerOf<'queryNoticeAgreement'>;
const CODE: Record<string, string> = { HealthNotice: 'health', CustInfoAuthorization: 'custInfoAuth' };

export default function NoticePage({ route }: ScreenProps) {
  const code = CODE[route.name] ?? 'health';
  const redirect = useParams().get('redirect');
  const [saved, setSaved] = useState<Notice>();
  const query = useCall('queryNoticeAgreement', { noticeCode: code });
  const notice = saved ?? query.data;
  const end = useRef<HTMLParagraphElement>(null);
  const [readToEnd, setReadToEnd] = useState(false);

  useEffect(() => {
    const el = end.current;
    if (!el || typeof IntersectionObserver === 'undefined') return setReadToEnd(true);
    const io = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && setReadToEnd(true));
    io.observe(el);
    return () => io.disconnect();
  }, [notice?.version]);

  const goOn = () => {
    if (redirect) void navigate(safeLocalPath(redirect, '/home/customer-home-page'), { replace: true });
  };
  const agree = async (n: Notice) => {
    const r = await runAction(() => acceptNotice(code, n.version), {
      loadingText: '正在提交',
      success: '已确认同意',
    });
    if (!r) return invalidate('queryNoticeAgreement');
    setSaved(r);
    goOn();
  };

  return (
    <div className="page org-notice">
      <AsyncView query={{ ...query, data: notice }} skeleton="rows">
        {(n) => (
          <>
            <Section title={n.title} extra={n.agreed ? <Tag kind="success">已同意</Tag> : <Tag kind="warning">待确认</Tag>}>
              <p className="muted org-notice__meta">
                版本 {n.version} · {n.updatedAt} 发布
              </p>
              <article className="org-notice__body">
                {n.paragraphs.map((p, i) => (
                  <p key={i}>{p}</p>
                ))}
                <p ref={end} className="muted org-notice__end">
                  — 以上为全部内容 —
                </p>
              </article>
              {n.agreed && n.agreedAt ? <p className="org-notice__agreed">您已于 {n.agreedAt} 阅读并同意本须知。</p> : null}
            </Section>
            <ActionBar
              actions={
                n.agreed
                  ? redirect
                    ? [{ label: '继续', primary: true, onClick: goOn }]
                    : []
                  : [{ label: readToEnd ? '我已阅读并同意' : '请阅读至底部', primary: true, disabled: !readToEnd, onClick: () => void agree(n) }]
              }
            />
          </>
        )}
      </AsyncView>
    </div>
  );
}
