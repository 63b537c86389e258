import { Link } from 'wouter';
import { useSignals } from '@preact/signals-react/runtime';
import { hasScreen } from '../../../lib/navigation/navigation';
import { session } from '../../../lib/session/store';
import { ApiError } from '../../../lib/api';
import { AsyncView, Cell, Cells, Empty, Failed, Section, Tag } from '../../../ui';
import { useCall } from '../../../lib/query/use-call';
import { maskEmployeeCode } from '../../../../../shared/domain/mask';

// The customer-manager account (/client/manager-account): the staff member's account in the
// marketing system (employee code, organisation, roles) and the customer-manager or claims-
// adviser profile customers see; without one, the way to register it.

const REGISTER = '/business-card/register-card';
const CARD = '/business-card/index';

export default function ManagerAccount() {
  useSignals();
  const me = session.value?.user;
  const roles = useCall('um/umtuser/queryUserRole');
  const card = useCall('mc/queryUserCodeInManagerInfo');
  // "No profile yet" is the upstream refusing the lookup (a business answer), not a failure; it
  // outranks a profile kept from before.
  const noProfile = card.error instanceof ApiError && card.error.code === 'UPSTREAM_REJECTED';
  return (
    <div className="page cl-page">
      <Section title="账号">
        <Cells>
          <Cell label="员工代码">{maskEmployeeCode(me?.userCode)}</Cell>
          <Cell label="手机号">{me?.mobile}</Cell>
          <Cell label="角色">
            <AsyncView query={roles} skeleton="tags" isEmpty={(d) => d.length === 0} emptyText="未分配角色">
              {(d) => (
                <span className="cl-tags">
                  {d.map((r) => (
                    <Tag key={r.roleCode} kind="info">
                      {r.roleName}
                    </Tag>
                  ))}
                </span>
              )}
            </AsyncView>
          </Cell>
        </Cells>
      </Section>
      <Section
        title="客户经理档案"
        extra={
          card.data &&
          !noProfile &&
          hasScreen(CARD) && (
            <Link href={CARD} className="btn btn--text btn--small">
              我的名片
            </Link>
          )
        }
      >
        {noProfile ? (
          <>
            <Empty text="尚未登记客户经理或理赔顾问档案" />
            {hasScreen(REGISTER) && (
              <Link href={REGISTER} className="btn btn--primary btn--block">
                去登记
              </Link>
            )}
          </>
        ) : card.error && card.data === undefined ? (
          <Failed error={card.error} onRetry={card.reload} />
        ) : (
          <AsyncView query={card} skeleton="profile">
            {(c) => (
              <Cells>
                <Cell label="姓名">{c.managerName}</Cell>
                <Cell label="身份">{c.managerTypeName}</Cell>
                <Cell label="职务">{c.title}</Cell>
                <Cell label="机构">{c.comName}</Cell>
                <Cell label="联系电话">{c.mobile}</Cell>
                <Cell label="来源">{c.registered ? '名片登记' : '营销系统经理档案'}</Cell>
              </Cells>
            )}
          </AsyncView>
        )}
      </Section>
    </div>
  );
}
