import { AsyncView, PagedList, usePaged, useUrlState, TabList } from '../../../ui';
import { useLoad } from '../../../lib/query/use-call';
import { loadClasses, loadPosters, type Poster, type PosterClass } from '../api';
import { PosterRow } from './parts';

// Posters by class and by name, page by page; what the person chose lives in the URL. A new
// query (another class, more typed) cancels the one still running. Each poster either links
// somewhere (rowHref) or is picked (onPick).

export function PosterList({ rowHref, onPick }: { rowHref?: (p: Poster) => string; onPick?: (p: Poster) => void }) {
  const [classId, setClassId] = useUrlState('classId');
  const [q, setQ] = useUrlState('q');
  const classes = useLoad(['loadClasses'], loadClasses);
  const posters = usePaged((pageNo, pageSize) => loadPosters(classId, q.trim(), pageNo, pageSize), [classId, q.trim()], 10, { pagesParam: 'pages' });
  return (
    <>
      <input className="field__input ps-search" type="search" placeholder="搜索海报名称" aria-label="搜索海报" value={q} onChange={(e) => setQ(e.target.value)} />
      <AsyncView query={classes} skeleton="tags">
        {(list) => <ClassTabs classes={list} value={classId} onChange={setClassId} />}
      </AsyncView>
      <PagedList
        state={posters}
        label="海报"
        keyOf={(p) => p.posterId}
        emptyText={q ? `没有名称含“${q}”的海报` : '该分类暂无海报'}
        renderItem={(p) => <PosterRow poster={p} {...(rowHref ? { href: rowHref(p) } : {})} {...(onPick ? { onPick: () => onPick(p) } : {})} />}
      />
    </>
  );
}

function ClassTabs({ classes, value, onChange }: { classes: readonly PosterClass[]; value: string; onChange: (v: string) => void }) {
  const all = [{ classId: '', className: '全部' }, ...[...classes].sort((a, b) => a.sort - b.sort)];
  return (
    <TabList look="chips" label="海报分类" value={value} options={all.map((c) => ({ value: c.classId, label: c.className }))} onChange={onChange} />
  );
}
