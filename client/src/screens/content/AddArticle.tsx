import { useState } from 'react';
import { validateText, validateWebLink } from '../../../../shared/domain/text';
import { call } from '../../api';
import type { AnswerOf } from '../../api/names';
import { navigate } from '../../router/navigation';
import { runAction, TextField, PickerField } from '../../ui';
import type { Category } from './api';

// Adding an official-account (公众号) article to the library by its link (createMpNews.do): the
// link, a title and optionally a summary and the category; checked as typed; nothing typed is
// lost when the upstream refuses. The new article opens where it can be sent.

const TITLE = { label: '标题', max: 64, required: true } as const;
const SUMMARY = { label: '摘要', max: 120 } as const;

export function AddArticle({ categories, onClose }: { categories: readonly Category[]; onClose: () => void }) {
  const [url, setUrl] = useState('');
  const [title, setTitle] = useState('');
  const [summary, setSummary] = useState('');
  const [categoryId, setCategoryId] = useState(categories[0]?.categoryId ?? '');
  const [touched, setTouched] = useState(false);
  const checks = { url: validateWebLink(url, '文章链接'), title: validateText(title, TITLE), summary: validateText(summary, SUMMARY) };
  const reason = (k: keyof typeof checks, typed: string) => (touched || typed !== '') && !checks[k].ok ? (checks[k] as { reason: string }).reason : undefined;

  const submit = async () => {
    setTouched(true);
    if (!checks.url.ok || !checks.title.ok || !checks.summary.ok) return;
    const fields = { url: checks.url.value, title: checks.title.value, ...(checks.summary.value ? { summary: checks.summary.value } : {}), ...(categoryId ? { categoryId } : {}) };
    const saved = await runAction(() => call<AnswerOf<'createMpNews'>, 'createMpNews'>('createMpNews', fields, { method: 'POST' }), {
      loadingText: '正在添加',
      success: '文章已添加',
    });
    if (saved) void navigate(`/interact/interact-details?articleId=${encodeURIComponent(saved.articleId)}`);
  };

  return (
    <form
      className="card"
      aria-label="添加公众号文章"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <h2 className="section__title ct-form-title">添加公众号文章</h2>
      <TextField label="文章链接" type="url" inputMode="url" placeholder="https://mp.weixin.qq.com/s/…" value={url} onValue={setUrl} error={reason('url', url)} />
      <TextField label="标题" value={title} onValue={setTitle} error={reason('title', title)} hint={`${Array.from(title.trim()).length}/${TITLE.max}`} />
      <TextField label="摘要（选填）" value={summary} onValue={setSummary} error={reason('summary', summary)} />
      <PickerField label="栏目" value={categoryId} options={categories.map((c) => ({ value: c.categoryId, label: c.categoryName }))} onValue={setCategoryId} />
      <div className="ct-form-actions">
        <button type="button" className="btn" onClick={onClose}>
          取消
        </button>
        <button type="submit" className="btn btn--primary">
          添加
        </button>
      </div>
    </form>
  );
}
