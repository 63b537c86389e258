import { useState } from 'react';
import { AsyncView, Failed, Skeleton, useParam } from '../../../ui';
import { useCall } from '../../../lib/query/use-call';

// 智能引导助手 (/external/intelligent-boot-assistant, public, no session): what a customer opens
// from their service manager's link (?code=SM…). The questions customers ask most, each answered
// from the knowledge base (white/queryBootGuide, our choice); the service manager who sent the
// link (white/queryServiceManagerOpenInsuranceAdvisor, phone masked) and 联系我 (their WeCom
// contact link, white/queryServiceManagerUrlByCode) for anything else.


export default function BootAssistant() {
  const code = useParam('code');
  const guide = useCall('white/queryBootGuide', code ? { code } : {});
  const [asked, setAsked] = useState<string[]>([]);
  return (
    <div className="page">
      <section className="card as-boot__hello">
        <p>您好！我是智能引导助手，点下面的问题即可查看解答。</p>
      </section>
      <AsyncView query={guide}>
        {(g) => (
          <>
            <section className="card" aria-label="常见问题">
              <div className="as-chips">
                {g.topics.map((t) => (
                  <button key={t.topicId} type="button" className="as-chip" onClick={() => setAsked((a) => [...a.filter((x) => x !== t.topicId), t.topicId])}>
                    {t.question}
                  </button>
                ))}
              </div>
            </section>
            <ol className="as-messages" aria-label="解答">
              {asked.map((id) => {
                const t = g.topics.find((x) => x.topicId === id);
                return t ? (
                  <li key={id} className="as-turn">
                    <p className="as-bubble as-bubble--me">{t.question}</p>
                    <div className="as-bubble as-bubble--bot">
                      {t.answer.map((p, i) => (
                        <p key={i} className="as-boot__p">
                          {p}
                        </p>
                      ))}
                    </div>
                  </li>
                ) : null;
              })}
            </ol>
            {g.managerCode && <ManagerCard code={g.managerCode} />}
          </>
        )}
      </AsyncView>
    </div>
  );
}

function ManagerCard({ code }: { code: string }) {
  const manager = useCall('white/queryServiceManagerOpenInsuranceAdvisor', { code });
  const link = useCall('white/queryServiceManagerUrlByCode', { code });
  if (manager.error) return <Failed error={manager.error} onRetry={manager.reload} />;
  if (!manager.data) return <Skeleton shape="profile" />;
  const m = manager.data;
  return (
    <section className="card as-boot__manager" aria-label="您的服务经理">
      <p className="muted">还有其他问题？联系您的服务经理</p>
      <div className="as-me__row">
        <img className="bc-card__avatar" src={m.avatar} alt="" />
        <div className="as-me__text">
          <b className="as-me__name">{m.managerName}</b>
          <span className="muted">
            {m.title} · {m.comCName}
          </span>
          <span className="muted">电话 {m.mobile}</span>
        </div>
      </div>
      {link.data && (
        <a className="btn btn--primary as-wide" href={link.data.url} target="_blank" rel="noopener noreferrer">
          联系我
        </a>
      )}
    </section>
  );
}
