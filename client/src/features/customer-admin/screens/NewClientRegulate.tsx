import { PagedList, Section, runAction, usePaged } from '../../../ui';
import { bindCustomer, loadCustomers } from '../api';
import { BatchAdd } from '../components/BatchAdd';
import { CustomerRow } from '../components/parts';

// New clients (/client/new-client-regulate): add customers in batch by certificate number, and
// the organisation's customers no one has bound yet, each bound to oneself after a confirmation.

export default function NewClientRegulate() {
  const unbound = usePaged((pageNo, pageSize, signal) => loadCustomers({ bindStatus: '0' }, pageNo, pageSize, signal), [], 10, { pagesParam: 'pages', calls: ['mc/query'] });
  const bind = async (custId: string, name: string) => {
    await runAction(() => bindCustomer(custId), {
      confirm: { title: '绑定客户', message: `确定将${name}绑定为您的客户吗？`, okText: '绑定' },
      loadingText: '绑定中',
      success: `已绑定${name}`,
    });
  };
  return (
    <div className="page cl-page">
      <BatchAdd />
      <Section title="本机构未绑定客户" extra={unbound.items.length > 0 && <span className="muted cl-note">共 {unbound.total} 位</span>}>
        <PagedList
          state={unbound}
          label="未绑定客户"
          emptyText="本机构暂无未绑定的客户"
          keyOf={(c) => c.custId}
          renderItem={(c) => (
            <CustomerRow
              c={c}
              action={
                <button type="button" className="btn btn--small btn--primary" onClick={() => void bind(c.custId, c.name)}>
                  绑定
                </button>
              }
            />
          )}
        />
      </Section>
    </div>
  );
}
