import { useMemo } from 'react';
import { ActionBar, Section, Skeleton, Tag, useParam } from '../../../ui';
import { formatDate } from '../../../../../shared/domain/format';
import { cleanHtml } from '../html';
import { BadLink, failedLink, safeHref, StaffCard, useVisitRecord } from '../components/parts';
import { useCall } from '../../../lib/query/use-call';

// 资讯详情 (public, no login): an article a staff member shared — ?newsId= (the encrypted id of
// the shared link, or a plain one), &userCode= (who shared it), &code= (their service-manager
// code: their card), &unionId= (the reader, from WeChat). Shows the article, the insurance it
// promotes with its insure links, the reader's own cover when the link names them, and the staff
// member's card. The visit and the time spent are recorded for the staff member's access history.

export default function NewsDetail() {
  const newsId = useParam('newsId');
  if (!newsId) return <BadLink reason="链接不完整：缺少资讯编号" />;
  return <Article newsId={newsId} />;
}


function Article({ newsId }: { newsId: string }) {
  const userCode = useParam('userCode');
  const code = useParam('code');
  const unionId = useParam('unionId');
  useVisitRecord({ newsId, userCode, unionId, accessType: '1' });
  const head = useCall('white/queryNewsById', { newsId });
  const body = useCall('white/queryNewsContent', { newsId });
  const insurance = useCall('white/queryArticleInsuranceInfo', { newsId });
  // Extras: a failure leaves them out (the article still shows).
  const insured = useCall('white/getNewsInsuredLink', { newsId, ...(userCode ? { userCode } : {}) });
  const mini = useCall('white/checkNewsHaveMiniProLink', { newsId });
  const html = useMemo(() => (body.data ? cleanHtml(body.data.content) : ''), [body.data]);
  if (head.error) return failedLink(head.error, head.reload);
  const insureHref = safeHref(insured.data?.insuredLink);
  return (
    <div className="page">
      <article className="card pub-article">
        {head.data ? (
          <>
            <h1>{head.data.title}</h1>
            <div className="pub-article__meta">
              <span>{head.data.author}</span>
              <span>{formatDate(head.data.publishTime)}</span>
              <span>阅读 {head.data.readCount}</span>
              <Tag kind="info">{head.data.categoryName}</Tag>
            </div>
          </>
        ) : (
          <Skeleton shape="profile" />
        )}
        {body.error ? <p className="muted">正文暂时无法加载，请稍后重试</p> : body.data ? <div className="pub-article__body" dangerouslySetInnerHTML={{ __html: html }} /> : <Skeleton rows={5} />}
        {mini.data?.haveMiniProLink && <p className="muted">本文配有小程序服务，请在微信中打开查看。</p>}
      </article>
      {insurance.data && insurance.data.length > 0 && (
        <Section title="文中提到的保险">
          {insurance.data.map((i) => (
            <div key={i.riskCode} className="pub-insure">
              <span>{i.riskName}</span>
              {safeHref(i.insureLink) && (
                <a className="btn btn--small" href={safeHref(i.insureLink)}>
                  了解投保
                </a>
              )}
            </div>
          ))}
        </Section>
      )}
      {unionId && <MyCover newsId={newsId} />}
      {code && (
        <Section title="您的专属顾问">
          <StaffCard code={code} />
        </Section>
      )}
      {insureHref && <ActionBar actions={[{ label: `立即投保${insured.data?.riskName ? ` · ${insured.data.riskName}` : ''}`, primary: true, onClick: () => window.location.assign(insureHref) }]} />}
    </div>
  );
}


/** The reader's policies in force, when the shared link names them and WeChat identified the reader (masked by the upstream). */
function MyCover({ newsId }: { newsId: string }) {
  const cover = useCall('white/queryCustInsureInfoByEncryptNewsId', { encryptNewsId: newsId });
  const c = cover.data;
  if (!c || c.policies.length === 0) return null;
  return (
    <Section title={`${c.custName}，您的保障`}>
      {c.policies.map((p) => (
        <div key={p.policyNo} className="pub-insure">
          <span>{p.riskName}</span>
          <span className="muted">{formatDate(p.endDate)} 到期</span>
        </div>
      ))}
    </Section>
  );
}
