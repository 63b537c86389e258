import { hasScreen } from '../../../lib/navigation/navigation';
import { ActionBar, PagedList, Segments, usePaged, useUrlChoice } from '../../../ui';
import { loadGroups, loadPacks, type GroupingCode, type PackType, type ServicePack } from '../api';
import { KINDS } from '../../../parts/service-kind';
import { GroupCard, PackCard } from '../../../parts/service-pack';

// 服务包管理: the organisation's service packs and customer grouping codes, for vehicle or
// non-vehicle customers (both choices in the URL), each list paged; the action bar creates one.

const TYPES = [
  { value: '1', label: '车险客户' },
  { value: '2', label: '非车客户' },
] as const satisfies ReadonlyArray<{ value: PackType; label: string }>;
const VIEWS = [
  { value: 'packs', label: '服务包' },
  { value: 'groups', label: '客户分组码' },
] as const;
type View = (typeof VIEWS)[number]['value'];

export default function ServicePackGovern() {
  const [type, setType] = useUrlChoice<PackType>('type', ['1', '2'], '1');
  const [view, setView] = useUrlChoice<View>('view', ['packs', 'groups'], 'packs');
  const kind = KINDS[type];
  const actions = [
    { label: '新增服务包', href: kind.newPack, primary: view === 'packs' },
    { label: '新增分组码', href: kind.newGroup, primary: view === 'groups' },
  ].filter((a) => hasScreen(a.href));
  return (
    <div className="page">
      <Segments label="客户类型" value={type} options={TYPES} onChange={setType} />
      <Segments label="内容" value={view} options={VIEWS} onChange={setView} />
      <section className="card" aria-label={view === 'packs' ? `${kind.word}服务包` : `${kind.word}客户分组码`}>
        {view === 'packs' ? <Packs packType={type} /> : <Groups packType={type} />}
      </section>
      <ActionBar actions={actions} />
    </div>
  );
}

function Packs({ packType }: { packType: PackType }) {
  const paged = usePaged<ServicePack>((pageNo, pageSize, signal) => loadPacks(packType, pageNo, pageSize, signal), [packType], 10, { pagesParam: 'pages' });
  return <PagedList label="服务包" state={paged} keyOf={(p) => p.packCode} emptyText="本机构还没有服务包，点击下方新增" renderItem={(p) => <PackCard pack={p} />} />;
}

function Groups({ packType }: { packType: PackType }) {
  const paged = usePaged<GroupingCode>((pageNo, pageSize, signal) => loadGroups(packType, pageNo, pageSize, signal), [packType], 10, { pagesParam: 'pages' });
  return <PagedList label="客户分组码" state={paged} keyOf={(g) => g.groupCode} emptyText="本机构还没有客户分组码，点击下方新增" renderItem={(g) => <GroupCard group={g} />} />;
}
