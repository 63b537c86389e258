import { Link } from 'wouter';
import { AsyncView, PagedList, usePaged, useUrlState, SearchBox, TabList } from '../../../ui';
import { loadPattersOfClass, searchPatters, type Patter, type PatterClassTree } from '../api';
import { ItemRow, patterHref, ScriptText } from '../components/parts';
import { Star } from '../components/Star';
import { useCall } from '../../../lib/query/use-call';

// 话术搜索 (/verbal-trick-manage/search-patter-by-type3): sales scripts by class (first-level tabs,
// second-level chips; URL cls) or by search over the script items (type 3; URL q), or only my
// favourites (URL fav=1); each with its placeholders marked and a star; opening one fills it for
// a customer (verbal-trick-detail).

export default function SearchByType() {
  const [cls, setCls] = useUrlState('cls', '');
  const [q, setQ] = useUrlState('q', '');
  const [fav, setFav] = useUrlState('fav', '');
  const tree = useCall('tm/interactplatform/wechat/tmtqwpatterclass/queryPatterClass', {}, { method: 'POST' });
  return (
    <div className="page ct">
      <SearchBox label="搜索话术" regionLabel="搜索话术" maxLength={30} clearable placeholder="输入标题或内容关键字" value={q} onSearch={setQ} />
      <label className="ct-check">
        <input type="checkbox" checked={fav === '1'} onChange={(e) => setFav(e.target.checked ? '1' : '')} />
        只看我的收藏
      </label>
      {!q && fav !== '1' && (
        <AsyncView query={tree} skeleton="tags">
          {(t) => <Classes tree={t} cls={cls} onChange={setCls} />}
        </AsyncView>
      )}
      <Scripts cls={q || fav === '1' ? '' : cls} keyword={q} onlyFavorite={fav === '1'} />
    </div>
  );
}

function Classes({ tree, cls, onChange }: { tree: PatterClassTree[]; cls: string; onChange: (v: string) => void }) {
  const top = tree.find((c) => c.classId === cls || c.children.some((s) => s.classId === cls));
  return (
    <>
      <TabList look="chips" label="话术分类" value={top?.classId ?? ''} onChange={onChange} options={[{ value: '', label: '全部' }, ...tree.map((c) => ({ value: c.classId, label: c.className }))]} />
      {top && <SubClasses parentId={top.classId} cls={cls} onChange={onChange} />}
    </>
  );
}

/** The second-level classes of the chosen class (tmtQwPatterMainWeb/queryTmTQwPatterClass). */
function SubClasses({ parentId, cls, onChange }: { parentId: string; cls: string; onChange: (v: string) => void }) {
  const subs = useCall('tm/interactplatform/wechat/tmtQwPatterMainWeb/queryTmTQwPatterClass', { parentId }, { method: 'POST' });
  return (
    <AsyncView query={subs} skeleton="tags" emptyText="没有二级分类">
      {(list) => (
        <TabList look="chips" label="二级分类" value={cls} options={list.map((s) => ({ value: s.classId, label: s.className }))} onChange={(v) => onChange(v === cls ? parentId : v)} />
      )}
    </AsyncView>
  );
}

function Scripts({ cls, keyword, onlyFavorite }: { cls: string; keyword: string; onlyFavorite: boolean }) {
  const paged = usePaged<Patter>(
    (pageNo, pageSize, signal) => (cls ? loadPattersOfClass(cls, pageNo, pageSize, signal) : searchPatters(keyword, onlyFavorite, pageNo, pageSize, signal)),
    [cls, keyword, onlyFavorite],
    10,
    { pagesParam: 'pages' },
  );
  return (
    <PagedList
      label="话术"
      state={paged}
      keyOf={(p) => p.patterId}
      emptyText={onlyFavorite ? '还没有收藏的话术' : keyword ? `没有含“${keyword}”的话术` : '该分类暂无话术'}
      renderItem={(p) => (
        <ItemRow
          main={
            <Link href={patterHref(p)} className="ct-patter">
              <strong className="ct-news__title">{p.title}</strong>
              <span className="ct-patter__text">
                <ScriptText text={p.content} />
              </span>
              <span className="ct-news__meta">
                <span>
                  {p.parentClassName} / {p.className}
                </span>
                <span>使用 {p.useCount} 次</span>
              </span>
            </Link>
          }
          side={<Star kind="patter" id={p.patterId} answered={p.isFavorite} title={p.title} compact />}
        />
      )}
    />
  );
}
