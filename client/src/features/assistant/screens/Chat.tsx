import { useEffect, useRef, useState } from 'react';
import { Link } from 'wouter';
import { useSignals } from '@preact/signals-react/runtime';
import { AI_MODEL } from '../../../../../shared/domain/codes';
import { hasScreen } from '../../../lib/navigation/navigation';
import { ChatSendNote, sendToChat, useCanSendToChat, type ChatSend } from '../../../lib/send';
import { session } from '../../../lib/session/store';
import { errorText, runAction, Skeleton, Tag, useParams } from '../../../ui';
import { useCall } from '../../../lib/query/use-call';
import { askChatBot, downloadKbFile, markUseful, newSessionId, saveRecord } from '../api';
import { loadConversation, saveConversation, type ChatMessage, type Conversation } from '../chat-store';
import { useAssistantSettings } from '../ai-model';

// 智能助手 (/customer-info/assistant, ?custId= when opened for a customer): the chatbot. A session
// (generateSessionId), frequently asked questions to tap, typed questions answered by
// chatWithChatBot with the knowledge entries and files they come from, each answer recorded
// (saveIntellRecord) and marked 有用/无用 (isUseful), sent to the customer into the chat.

const MAX_QUESTION = 500;

export default function Chat() {
  useSignals();
  const userCode = session.value?.user.userCode ?? '';
  const custId = useParams().get('custId') ?? undefined;
  const settings = useAssistantSettings();
  const model = settings.model;
  const [conv, setConv] = useState<Conversation>(() => loadConversation(userCode));
  const [text, setText] = useState('');
  const chat = useCanSendToChat();
  const endRef = useRef<HTMLDivElement>(null);
  const asked = useCall('assistant/getFrequentlyQuestions', { aiModel: model });
  const questions = { ...asked, data: asked.data?.list };
  const navigation = useCall('assistant/getNavigationList', { aiModel: model }, { method: 'POST' });
  const nav = { data: navigation.data?.list };

  useEffect(() => {
    saveConversation(userCode, conv);
  }, [userCode, conv]);
  // A new question, then its answer: the latest turn is brought into view from its question down
  // (so an answer longer than the screen is read from its start), above the composer.
  const last = conv.messages.at(-1);
  const lastKey = last ? `${conv.messages.length}:${last.status}` : '';
  useEffect(() => {
    if (!lastKey) return;
    const turns = endRef.current?.previousElementSibling?.querySelectorAll('.as-turn');
    const turn = turns?.[turns.length - 1];
    if (!turn) return;
    const composer = document.querySelector('.as-composer')?.getBoundingClientRect().height ?? 0;
    const room = window.innerHeight - composer;
    const box = turn.getBoundingClientRect();
    if (box.height > room * 0.8 || box.top < 0) turn.scrollIntoView({ block: 'start' });
    else if (box.bottom > room - 12) window.scrollBy({ top: box.bottom - room + 12 });
  }, [lastKey]);

  const update = (id: string, patch: Partial<ChatMessage>) =>
    setConv((c) => ({ ...c, messages: c.messages.map((m) => (m.id === id ? { ...m, ...patch } : m)) }));

  /** Ask (or ask again, for a failed message): the question stays on screen whatever happens. */
  async function ask(question: string, retryId?: string) {
    const id = retryId ?? `${Date.now()}-${Math.random().toString(36).slice(2, 7)}`;
    if (retryId) update(id, { status: 'pending', error: undefined });
    else setConv((c) => ({ ...c, messages: [...c.messages, { id, question, status: 'pending' }] }));
    try {
      let sessionId = conv.sessionId;
      if (!sessionId) {
        sessionId = await newSessionId();
        const sid = sessionId;
        setConv((c) => ({ ...c, sessionId: sid }));
      }
      const a = await askChatBot(question, sessionId);
      if (a.sessionId && a.sessionId !== sessionId) setConv((c) => ({ ...c, sessionId: a.sessionId }));
      update(id, { status: 'answered', answer: a.answer, matched: a.matched, sources: a.sources ?? [], files: a.files ?? [] });
      try {
        const rec = await saveRecord({ sessionId: a.sessionId || sessionId, question, answer: a.answer, aiModel: model, ...(custId ? { custId } : {}) });
        update(id, { recordId: String(rec.recordId) });
      } catch {
        // Not recorded: the answer stands, only the feedback has nothing to attach to.
      }
    } catch (err) {
      update(id, { status: 'failed', error: `智能助手暂时无法回答：${errorText(err)}` });
    }
  }

  function submit() {
    const q = text.trim();
    if (!q || q.length > MAX_QUESTION) return;
    setText('');
    void ask(q);
  }

  const busy = conv.messages.some((m) => m.status === 'pending');
  const tooLong = text.trim().length > MAX_QUESTION;

  return (
    <div className="page as-chat">
      <section className="card as-chat__head">
        <div>
          当前模型 <Tag kind={model === 'bigModel' ? 'info' : 'default'}>{AI_MODEL[model]}</Tag>
        </div>
        <div className="as-chat__head-actions">
          <Link href="/seat-main/config" className="btn btn--small">
            设置
          </Link>
          {conv.messages.length > 0 && (
            <button type="button" className="btn btn--small btn--quiet" disabled={busy} onClick={() => setConv({ sessionId: null, messages: [] })}>
              新对话
            </button>
          )}
        </div>
      </section>

      <NavEntries items={nav.data} />

      <section className="card" aria-label="常见问题">
        <h2 className="as-h">常见问题</h2>
        {questions.data === undefined && !questions.error ? (
          <Skeleton shape="tags" />
        ) : questions.error ? (
          <p className="muted">常见问题暂时加载不了，可以直接输入问题。</p>
        ) : (
          <div className="as-chips">
            {questions.data!.map((q) => (
              <button key={q.questionId} type="button" className="as-chip" disabled={busy} onClick={() => void ask(q.question)}>
                {q.question}
              </button>
            ))}
          </div>
        )}
      </section>

      <ol className="as-messages" aria-label="对话">
        {conv.messages.length === 0 && <li className="muted as-empty">您好，我是智能助手。可以问我车险条款、理赔材料、续保规则等问题。</li>}
        {conv.messages.map((m) => (
          <Message key={m.id} m={m} busy={busy} chat={chat} onRetry={() => void ask(m.question, m.id)} onUseful={(useful) => void feedback(m, useful)} />
        ))}
      </ol>
      {conv.messages.some((m) => m.answer) && <ChatSendNote send={chat} />}
      <div ref={endRef} />

      <div className="action-bar-spacer as-composer-spacer" aria-hidden="true" />
      <form
        className="as-composer"
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
        <textarea
          className="field__input as-composer__input"
          aria-label="输入问题"
          placeholder="请输入您的问题"
          rows={1}
          value={text}
          aria-invalid={tooLong || undefined}
          onChange={(e) => setText(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter' && !e.shiftKey && !e.nativeEvent.isComposing) {
              e.preventDefault();
              submit();
            }
          }}
        />
        <button type="submit" className="btn btn--primary" disabled={busy || !text.trim() || tooLong}>
          发送
        </button>
        {tooLong && (
          <span className="field__error as-composer__error" role="alert">
            问题不能超过 {MAX_QUESTION} 个字（已输入 {text.trim().length} 个）
          </span>
        )}
      </form>
    </div>
  );

  async function feedback(m: ChatMessage, useful: boolean) {
    if (!m.recordId) return;
    const done = await runAction(() => markUseful({ recordId: m.recordId! }, useful), { success: '感谢您的反馈' });
    if (done !== undefined) update(m.id, { useful: useful ? '1' : '0' });
  }
}

function NavEntries({ items }: { items: { navId: string; name: string; description: string; path: string }[] | undefined }) {
  const shown = (items ?? []).filter((n) => n.path !== '/customer-info/assistant' && hasScreen(n.path));
  if (shown.length === 0) return null;
  return (
    <nav className="card as-nav" aria-label="助手功能">
      {shown.map((n) => (
        <Link key={n.navId} href={n.path} className="as-nav__item">
          <b>{n.name}</b>
          <span className="muted">{n.description}</span>
        </Link>
      ))}
    </nav>
  );
}

function Message({ m, busy, chat, onRetry, onUseful }: { m: ChatMessage; busy: boolean; chat: ChatSend; onRetry: () => void; onUseful: (useful: boolean) => void }) {
  return (
    <li className="as-turn">
      <p className="as-bubble as-bubble--me">{m.question}</p>
      {m.status === 'pending' && (
        <p className="as-bubble as-bubble--bot muted" aria-live="polite">
          正在思考…
        </p>
      )}
      {m.status === 'failed' && (
        <div className="as-bubble as-bubble--bot as-bubble--failed" role="alert">
          <p>{m.error}</p>
          <button type="button" className="btn btn--small" disabled={busy} onClick={onRetry}>
            重新发送
          </button>
        </div>
      )}
      {m.status === 'answered' && (
        <div className="as-bubble as-bubble--bot">
          <p className="as-answer">{m.answer}</p>
          {(m.sources?.length ?? 0) > 0 && (
            <div className="as-refs">
              <span className="muted">出处：</span>
              {m.sources!.map((s) => (
                <Link key={s.knowledgeId} href={`/knowledge/index?id=${encodeURIComponent(s.knowledgeId)}`} className="as-ref">
                  {s.title}
                </Link>
              ))}
            </div>
          )}
          {(m.files?.length ?? 0) > 0 && (
            <ul className="as-files" aria-label="相关文件">
              {m.files!.map((f) => (
                <li key={f.filePath}>
                  <span className="as-file__name">{f.fileName}</span>
                  <button type="button" className="btn btn--small" onClick={() => void runAction(() => downloadKbFile(f), { loadingText: '下载中…', success: (n) => `已下载 ${String(n)}` })}>
                    下载
                  </button>
                </li>
              ))}
            </ul>
          )}
          <div className="as-feedback">
            {m.useful ? (
              <span className="muted">已反馈：{m.useful === '1' ? '有用' : '无用'}</span>
            ) : (
              <>
                <button type="button" className="btn btn--small btn--quiet" disabled={!m.recordId} onClick={() => onUseful(true)}>
                  有用
                </button>
                <button type="button" className="btn btn--small btn--quiet" disabled={!m.recordId} onClick={() => onUseful(false)}>
                  无用
                </button>
              </>
            )}
            <button type="button" className="btn btn--small" disabled={!chat.can} onClick={() => void sendToChat({ kind: 'text', content: m.answer ?? '' })}>
              发送给客户
            </button>
          </div>
        </div>
      )}
    </li>
  );
}
