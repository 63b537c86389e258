import { lazy, Suspense, useState } from 'react';
import { navigate } from '../../../lib/navigation/navigation';
import { CustomerPicker, type SendTarget } from '../../../lib/send';
import { toast } from '../../../lib/toast-store';
import { isWeCom, shareToExternalChat, shareToExternalContact, standInAllowed, type BridgeResult } from '../../../lib/wecom';
import { ActionBar } from '../../../ui/ActionBar';
import { AsyncView, confirm, PagedList, runAction, Section, usePaged, useStateFrom, useUrlState } from '../../../ui';
import { useLoad } from '../../../lib/query/use-call';
import { loadGraphic, loadGraphics, loadNews, loadNewsDetail, type Graphic, type News, checkMsgBlacklist } from '../api';
import { Cover, ItemRow, Segments } from '../components/parts';
import { batchHref, startContentSend, type SendPayload } from '../sending';

// 群发文章 / 图文 (/news/send-person-news-group-msg?newsId= | graphicId=): what will be sent (the card
// as the customer sees it), to whom (customers chosen in the picker: bound customers, task
// customers, search), then one send job for all of them — the progress page follows. Inside WeCom
// the staff member can instead hand it to WeCom's mass-send assistant (shareToExternalContact, the
// chosen customers preselected, those on the message blacklist left out; shareToExternalChat for
// customer groups): WeCom sends it once they confirm there, within its one-message-per-customer-
// per-day limit.

const MessageCard = lazy(() => import('../../../lib/wecom/MessageCard'));

interface Content {
  payload: SendPayload;
  card: { msgtype: 'news'; news: { link: string; title: string; desc: string; imgUrl: string } };
}

const newsContent = (n: Awaited<ReturnType<typeof loadNewsDetail>>): Content => ({
  payload: { kind: 'news', newsId: n.newsId, title: n.title },
  card: { msgtype: 'news', news: { link: n.url, title: n.title, desc: n.summary, imgUrl: n.coverUrl } },
});
const graphicContent = (g: Graphic): Content => ({
  payload: { kind: 'graphic', graphicId: g.graphicId, title: g.title },
  card: { msgtype: 'news', news: { link: g.linkUrl, title: g.title, desc: g.description, imgUrl: g.coverUrl } },
});

export default function SendPersonNewsGroupMsg() {
  const [newsId, setNewsId] = useUrlState('newsId', '');
  const [graphicId, setGraphicId] = useUrlState('graphicId', '');
  const content = useLoad(['loadContent', newsId, graphicId], async (signal) =>
    newsId ? newsContent(await loadNewsDetail(newsId, signal)) : graphicId ? graphicContent(await loadGraphic(graphicId, signal)) : null,
  );
  // The chosen customers outlive leaving the page (to look at a customer, then come back).
  const [targets, setTargets] = useSessionList<SendTarget>(`ct-compose:${newsId || graphicId}`);
  const [picking, setPicking] = useState(false);
  const chosen = content.data;

  const send = async () => {
    if (!chosen) return;
    const ok = await confirm({ title: '确认群发', message: `将《${chosen.payload.title}》发送给 ${targets.length} 位客户，发送后无法撤回。`, okText: '发送' });
    if (!ok) return;
    const jobId = startContentSend(chosen.payload, targets);
    setTargets([]);
    void navigate(batchHref(jobId), { replace: true });
  };

  const viaWeCom = isWeCom() || standInAllowed();
  const assistant = async (to: 'contacts' | 'chats') => {
    if (!chosen) return;
    let ids: string[] = [];
    if (to === 'contacts') {
      // The message blacklist holds on this path too: the customers on it are left out, and when it
      // cannot be checked nothing is handed to WeCom.
      const listed = await runAction(() => Promise.all(targets.map((t) => checkMsgBlacklist({ custId: t.custId }).then((a) => a.inBlackList === true))), {
        loadingText: '核对消息黑名单',
      });
      if (!listed) return;
      const allowed = targets.filter((t, i) => !listed[i] && t.externalUserId);
      const left = targets.length - allowed.length;
      if (left > 0) toast.info(`${left} 位客户在消息黑名单中或未添加企业微信，已不发送`, 3000);
      if (allowed.length === 0) return;
      ids = allowed.map((t) => t.externalUserId!);
    }
    const res: BridgeResult = to === 'contacts' ? await shareToExternalContact(chosen.card.news, ids) : await shareToExternalChat(chosen.card.news);
    if (res.ok) toast.success('已交给企业微信群发助手，成员确认后发送', 3000);
    else if (res.reason === 'cancel') toast.info('已取消群发');
    else toast.error(res.reason === 'fail' ? `群发助手打开失败：${res.message}` : res.message, 4000);
  };

  if (!newsId && !graphicId) return <ChooseContent onNews={setNewsId} onGraphic={setGraphicId} />;
  return (
    <div className="page ct">
      <Section
        title="发送内容"
        extra={
          <button
            type="button"
            className="btn btn--text btn--small"
            onClick={() => {
              setNewsId('');
              setGraphicId('');
            }}
          >
            更换
          </button>
        }
      >
        <AsyncView query={content} skeleton="profile">
          {(c) =>
            c && (
              <div className="ct-preview" aria-label="客户将看到">
                <p className="muted">客户将在聊天中看到：</p>
                <Suspense fallback={<div className="sk-frame" />}>
                  <MessageCard message={c.card} />
                </Suspense>
              </div>
            )
          }
        </AsyncView>
      </Section>
      <Section
        title={`发送对象（${targets.length} 位客户）`}
        extra={
          <button type="button" className="btn btn--small" onClick={() => setPicking(true)}>
            {targets.length ? '修改客户' : '选择客户'}
          </button>
        }
      >
        {targets.length === 0 ? (
          <p className="muted">请选择要发送的客户：已绑定客户、任务客户，或按姓名、车牌号搜索。</p>
        ) : (
          <ul className="ct-chips" aria-label="已选客户">
            {targets.map((t) => (
              <li key={t.custId} className="ct-chip">
                {t.custName}
                {t.licenseNo && <span className="muted"> {t.licenseNo}</span>}
                <button type="button" aria-label={`移除${t.custName}`} onClick={() => setTargets(targets.filter((x) => x.custId !== t.custId))}>
                  ×
                </button>
              </li>
            ))}
          </ul>
        )}
      </Section>
      <CustomerPicker
        open={picking}
        title="选择发送的客户"
        initial={targets}
        onClose={() => setPicking(false)}
        onConfirm={(list) => {
          setTargets(list);
          setPicking(false);
        }}
      />
      <ActionBar
        actions={[
          ...(viaWeCom
            ? [
                { label: '群发助手', disabled: !chosen || targets.length === 0, onClick: () => void assistant('contacts') },
                { label: '发到客户群', disabled: !chosen, onClick: () => void assistant('chats') },
              ]
            : []),
          {
            label: targets.length ? `发送给 ${targets.length} 位客户` : '请先选择客户',
            primary: true,
            disabled: !chosen || targets.length === 0,
            onClick: () => void send(),
          },
        ]}
      />
    </div>
  );
}

/** No content given: choose an article or a graphic news to send. */
function ChooseContent({ onNews, onGraphic }: { onNews: (id: string) => void; onGraphic: (id: string) => void }) {
  const [kind, setKind] = useUrlState('kind', 'news');
  return (
    <div className="page ct">
      <p className="ct-note">选择要群发的内容</p>
      <Segments
        label="内容类型"
        value={kind}
        onChange={setKind}
        options={[
          { value: 'news', label: '文章' },
          { value: 'graphic', label: '图文' },
        ]}
      />
      {kind === 'graphic' ? <GraphicChoices onPick={onGraphic} /> : <NewsChoices onPick={onNews} />}
    </div>
  );
}

function NewsChoices({ onPick }: { onPick: (id: string) => void }) {
  const paged = usePaged<News>((pageNo, pageSize, signal) => loadNews('', '', pageNo, pageSize, signal), [], 10);
  return (
    <PagedList
      label="可选文章"
      state={paged}
      keyOf={(n) => n.newsId}
      renderItem={(n) => <Choice title={n.title} sub={n.summary} cover={n.coverUrl} onPick={() => onPick(n.newsId)} />}
    />
  );
}

function GraphicChoices({ onPick }: { onPick: (id: string) => void }) {
  const paged = usePaged<Graphic>((pageNo, pageSize, signal) => loadGraphics('', pageNo, pageSize, signal), [], 10);
  return (
    <PagedList
      label="可选图文"
      state={paged}
      keyOf={(g) => g.graphicId}
      renderItem={(g) => <Choice title={g.title} sub={g.description} cover={g.coverUrl} onPick={() => onPick(g.graphicId)} />}
    />
  );
}

function Choice({ title, sub, cover, onPick }: { title: string; sub: string; cover: string; onPick: () => void }) {
  return (
    <ItemRow
      main={
        <button type="button" className="ct-news ct-pick" onClick={onPick}>
          <span className="sr-only">选择</span>
          <Cover src={cover} />
          <span className="ct-news__body">
            <strong className="ct-news__title">{title}</strong>
            <span className="ct-news__sub">{sub}</span>
          </span>
        </button>
      }
    />
  );
}

/** A list kept in sessionStorage under a key (this tab only, gone when it closes). */
function useSessionList<T>(key: string): [T[], (list: T[]) => void] {
  const read = (): T[] => {
    try {
      const raw = sessionStorage.getItem(key);
      return raw ? (JSON.parse(raw) as T[]) : [];
    } catch {
      return [];
    }
  };
  const [list, setList] = useStateFrom<T[]>(read, key);
  const set = (next: T[]) => {
    setList(next);
    try {
      if (next.length) sessionStorage.setItem(key, JSON.stringify(next));
      else sessionStorage.removeItem(key);
    } catch {
      // storage disabled: the choice lives as long as the page
    }
  };
  return [list, set];
}
