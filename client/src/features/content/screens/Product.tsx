import { AsyncView, PagedList, usePaged, useUrlState, SearchBox, TabList } from '../../../ui';
import { useProductClasses, loadProducts, type Product as ProductRow, type ProductClass } from '../api';
import {  } from '../components/parts';
import { ProductItem } from '../components/ProductParts';

// 产品 (/product/index, cached): the product library by class (URL cls) and search (URL q), page
// by page; a product opens its detail with the insure link and the marketing that promotes it.

export default function Product() {
  const [cls, setCls] = useUrlState('cls', '');
  const [q, setQ] = useUrlState('q', '');
  const classes = useProductClasses();
  const paged = usePaged<ProductRow>((pageNo, pageSize, signal) => loadProducts(cls, q, pageNo, pageSize, signal), [cls, q], 10, { pagesParam: 'pages' });
  return (
    <div className="page ct">
      <SearchBox label="搜索产品" regionLabel="搜索产品" maxLength={30} clearable placeholder="产品名称或险种代码" value={q} onSearch={setQ} />
      <AsyncView query={classes} skeleton="tags">
        {(list) => <ClassChips list={list} value={cls} onChange={setCls} />}
      </AsyncView>
      <PagedList label="产品" state={paged} keyOf={(p) => p.productId} emptyText={q ? `没有符合“${q}”的产品` : '该分类暂无产品'} renderItem={(p) => <ProductItem p={p} />} />
    </div>
  );
}

/** Product classes with their product counts, as chips. */
function ClassChips({ list, value, onChange }: { list: ProductClass[]; value: string; onChange: (v: string) => void }) {
  const total = list.reduce((n, c) => n + c.productCount, 0);
  return (
    <TabList look="chips"
      label="产品分类"
      value={value}
      onChange={onChange}
      options={[{ value: '', label: '全部', count: total }, ...list.map((c) => ({ value: c.classId, label: c.className, count: c.productCount }))]}
    />
  );
}
