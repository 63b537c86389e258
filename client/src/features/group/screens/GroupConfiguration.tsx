import { useState } from 'react';
import { Link } from 'wouter';
import { hasScreen } from '../../../lib/navigation/navigation';
import { toast } from '../../../lib/toast-store';
import { AsyncView, Cell, Cells, Section, Tag, runAction } from '../../../ui';
import { formatTime } from '../../../../../shared/domain/format';
import { useCall } from '../../../lib/query/use-call';
import { getSaCredential } from '../api';

// 群配置: how group building is set up in the staff member's province — whether create-group
// applications are open, which branches have reviewers (and which have none, so their
// applications cannot be submitted), the group-building robot's service account — and the way
// to every group screen.

const ENTRIES = [
  ['/create-group-type', '一键建群'],
  ['/review', '建群审核'],
  ['/reviewer-config-list', '审核人配置'],
  ['/customer-info/multiple-group', '多群管理'],
  ['/customer-info/team-code', '团队码'],
  ['/customer-info/group-quotation-guide', '群报价指引'],
  ['/claim-group-building', '理赔建群'],
] as const;

type Credential = { credential: string; account: string; expireTime: string };

export default function GroupConfiguration() {
  const open = useCall('qt/creategroupapply/submitCreateGroupApplyIsOpen');
  const filter = useCall('qt/creategroupapply/multipleComCodesFilter');
  const orgs = { ...filter, data: filter.data?.list };
  const [credential, setCredential] = useState<Credential>();
  const getCredential = async () => {
    const c = await runAction(() => getSaCredential(), { loadingText: '正在获取…' });
    if (c) setCredential(c);
  };
  const copy = async (text: string) => {
    try {
      await navigator.clipboard.writeText(text);
      toast.success('已复制');
    } catch {
      toast.error('复制失败，请长按凭证手动复制');
    }
  };
  return (
    <div className="page">
      <Section title="建群申请">
        <AsyncView query={open} skeleton="rows">
          {(o) => (
            <Cells>
              <Cell label="本省建群申请">
                <Tag kind={o.isOpen === '1' ? 'success' : 'warning'}>{o.isOpen === '1' ? '已开放' : '未开放'}</Tag>
              </Cell>
            </Cells>
          )}
        </AsyncView>
      </Section>
      <Section title="各机构审核人" extra={<Link href="/reviewer-config-list" className="gp-link">配置</Link>}>
        <AsyncView query={orgs} emptyText="本省没有机构">
          {(list) => (
            <Cells>
              {list.map((o) => (
                <Cell key={o.comCode} label={o.comName}>
                  {o.configured ? o.reviewers.map((p) => p.name).join('、') : <Tag kind="danger">未配置，无法提交申请</Tag>}
                </Cell>
              ))}
            </Cells>
          )}
        </AsyncView>
      </Section>
      <Section title="建群机器人账号">
        {credential ? (
          <Cells>
            <Cell label="服务账号">{credential.account}</Cell>
            <Cell label="临时凭证">
              <span className="gp-secret">{credential.credential}</span>
            </Cell>
            <Cell label="有效期至">{formatTime(credential.expireTime, 'YYYY-MM-DD HH:mm')}</Cell>
          </Cells>
        ) : (
          <p className="gp-note">在电脑端登录建群机器人时需要服务账号的临时凭证（2 小时内有效）。</p>
        )}
        <div className="button-row">
          <button type="button" className="btn" onClick={() => void getCredential()}>
            {credential ? '重新获取' : '获取临时凭证'}
          </button>
          {credential && (
            <button type="button" className="btn btn--primary" onClick={() => void copy(credential.credential)}>
              复制凭证
            </button>
          )}
        </div>
      </Section>
      <Section title="建群功能">
        <nav className="gp-entries" aria-label="建群功能">
          {ENTRIES.filter(([to]) => hasScreen(to)).map(([to, label]) => (
            <Link key={to} href={to}>
              {label}
            </Link>
          ))}
        </nav>
      </Section>
    </div>
  );
}
