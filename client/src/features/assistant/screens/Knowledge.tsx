import { useState } from 'react';
import { AsyncView, Cell, Cells, PagedList, runAction, SearchBox, Section, Tag, usePaged, useUrlState, TabList } from '../../../ui';
import { downloadKbFile, type KnowledgePage, loadKnowledge } from '../api';
import { useCall } from '../../../lib/query/use-call';

// 知识库 (/knowledge/index): browse by category, search by keyword, open an entry (?id=) to read
// it and download its files (queryKnowledgeList / queryKnowledgeById, our choice of calls;
// downLoadFileByPath). Category, search and the open entry live in the URL.

export default function Knowledge() {
  const [id, setId] = useUrlState('id');
  return id ? <Entry id={id} onBack={() => setId('')} /> : <Browse onOpen={setId} />;
}

function Browse({ onOpen }: { onOpen: (id: string) => void }) {
  const [category, setCategory] = useUrlState('cat');
  const [keyword, setKeyword] = useUrlState('q');
  const [categories, setCategories] = useState<KnowledgePage['categories']>([]);
  const list = usePaged(
    (pageNo, pageSize, signal) =>
      loadKnowledge({ category, keyword, pageNo, pageSize }, signal).then((page) => {
        setCategories(page.categories);
        return page;
      }),
    [category, keyword],
    10,
    { pagesParam: 'pages' },
  );
  return (
    <div className="page">
      <SearchBox label="搜索知识库" placeholder="搜索条款、理赔、产品…" value={keyword} onSearch={setKeyword} longest={50} />
      <TabList look="chips" label="知识分类" value={category} options={[{ value: '', label: '全部' }, ...categories.map((c) => ({ value: c.category, label: c.categoryName }))]} onChange={setCategory} />
      {keyword && (
        <p className="muted as-found">
          “{keyword}”的搜索结果{list.items.length > 0 || !list.loading ? `：${list.total} 条` : ''}{' '}
          <button
            type="button"
            className="btn btn--small btn--quiet"
            onClick={() => setKeyword('')}
          >
            清除
          </button>
        </p>
      )}
      <section className="card">
        <PagedList
          state={list}
          label="知识条目"
          emptyText={keyword ? '没有找到相关知识，换个关键字试试' : '该分类下暂无知识'}
          keyOf={(k) => k.knowledgeId}
          renderItem={(k) => (
            <button type="button" className="as-kb" onClick={() => onOpen(k.knowledgeId)}>
              <span className="as-kb__title">{k.title}</span>
              <span className="as-kb__summary">{k.summary}</span>
              <span className="as-kb__meta">
                <Tag>{k.categoryName}</Tag>
                {k.fileCount > 0 && <span>附件 {k.fileCount}</span>}
                <span>浏览 {k.viewCount}</span>
                <span>更新于 {k.updateTime.slice(0, 10)}</span>
              </span>
            </button>
          )}
        />
      </section>
    </div>
  );
}

function Entry({ id, onBack }: { id: string; onBack: () => void }) {
  const entry = useCall('assistant/queryKnowledgeById', { knowledgeId: id });
  return (
    <div className="page">
      <AsyncView query={entry} skeleton="profile">
        {(k) => (
          <>
            <article className="card as-article">
              <h2 className="as-article__title">{k.title}</h2>
              <p className="as-kb__meta">
                <Tag>{k.categoryName}</Tag>
                <span>浏览 {k.viewCount}</span>
                <span>更新于 {k.updateTime.slice(0, 10)}</span>
              </p>
              {k.content.map((p, i) => (
                <p key={i} className="as-article__p">
                  {p}
                </p>
              ))}
            </article>
            <Section title="附件">
              {k.files.length === 0 ? (
                <p className="muted">本条目没有附件</p>
              ) : (
                <Cells>
                  {k.files.map((f) => (
                    <Cell key={f.filePath} label={f.fileName}>
                      <span className="muted">{Math.max(1, Math.round(f.fileSize / 1024))} KB</span>{' '}
                      <button type="button" className="btn btn--small" onClick={() => void runAction(() => downloadKbFile(f), { loadingText: '下载中…', success: (n) => `已下载 ${String(n)}` })}>
                        下载
                      </button>
                    </Cell>
                  ))}
                </Cells>
              )}
            </Section>
          </>
        )}
      </AsyncView>
      <button type="button" className="btn as-back" onClick={onBack}>
        返回知识列表
      </button>
    </div>
  );
}
