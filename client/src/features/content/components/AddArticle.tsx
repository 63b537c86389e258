import { validateText, validateWebLink } from '../../../../../shared/domain/text';
import { navigate } from '../../../lib/navigation/navigation';
import { runAction, TextField, PickerField, useForm } from '../../../ui';
import { createMpNews, type Category } from '../api';

// Adding an official-account (公众号) article to the library by its link (createMpNews.do): the
// link, a title and optionally a summary and the category; checked as typed; nothing typed is
// lost when the upstream refuses (the kit's form helper, the shared text validators). The new
// article opens where it can be sent.

const TITLE = { label: '标题', max: 64, required: true } as const;
const SUMMARY = { label: '摘要', max: 120 } as const;

export function AddArticle({ categories, onClose }: { categories: readonly Category[]; onClose: () => void }) {
  const form = useForm(
    { url: '', title: '', summary: '', categoryId: categories[0]?.categoryId ?? '' },
    { url: (v) => validateWebLink(v, '文章链接'), title: (v) => validateText(v, TITLE), summary: (v) => validateText(v, SUMMARY) },
  );

  const save = async (v: typeof form.values) => {
    const url = validateWebLink(v.url, '文章链接');
    const title = validateText(v.title, TITLE);
    const summary = validateText(v.summary, SUMMARY);
    if (!url.ok || !title.ok || !summary.ok) return;
    const fields = { url: url.value, title: title.value, ...(summary.value ? { summary: summary.value } : {}), ...(v.categoryId ? { categoryId: v.categoryId } : {}) };
    const saved = await runAction(() => createMpNews(fields), {
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
      onSubmit={form.onSubmit(save)}
    >
      <h2 className="section__title ct-form-title">添加公众号文章</h2>
      <TextField label="文章链接" type="url" inputMode="url" placeholder="https://mp.weixin.qq.com/s/…" {...form.field('url')} />
      <TextField label="标题" {...form.field('title')} hint={`${Array.from(form.values.title.trim()).length}/${TITLE.max}`} />
      <TextField label="摘要（选填）" {...form.field('summary')} />
      <PickerField label="栏目" value={form.values.categoryId} options={categories.map((c) => ({ value: c.categoryId, label: c.categoryName }))} onValue={(v) => form.set('categoryId', v)} />
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
