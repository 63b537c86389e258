import { AsyncView, Cell, Cells, Section, Tag } from '../../../ui';
import { useCall } from '../../../lib/query/use-call';

// 配置管理 (/configuration-nape/configuration-management): the organisation's configuration as
// the app reads it (spec 000 §3 "System config item: configCode, optional comCode, configValue,
// defaultValue"), each section loading on its own: the switches and values of the system
// configuration, the province's WeCom set-up, the marketing system's items and value lists, and
// the staff member's own roles and configuration permission. Read-only: spec 001 names no call
// that changes a configuration item.

/** The system configuration items the app reads, with how to show their value. */
const SYSTEM_ITEMS: ReadonlyArray<{ code: string; name: string; kind: 'switch' | 'value' }> = [
  { code: 'smart_business_card', name: '智能名片登记检查', kind: 'switch' },
  { code: 'check_wecom_phone_same_as_khyx', name: '手机号一致检查', kind: 'switch' },
  { code: 'news_share_watermark', name: '资讯分享员工水印', kind: 'switch' },
  { code: 'ai_model_default', name: '智能助手默认模型', kind: 'value' },
  { code: 'group_msg_max_customers', name: '群发单次最多客户数', kind: 'value' },
  { code: 'renewal_remind_days', name: '续保提醒提前天数', kind: 'value' },
];
const WECOM_ITEMS: ReadonlyArray<Item> = [
  { code: 'wecom_group_msg_limit', name: '群发单次客户上限', kind: 'value' },
  { code: 'wecom_contact_way_enabled', name: '联系我二维码', kind: 'switch' },
  { code: 'wecom_moments_enabled', name: '客户朋友圈', kind: 'switch' },
];
const KHYX_ITEMS: ReadonlyArray<Item> = [
  { code: 'khyx_renewal_days', name: '续保任务提前天数', kind: 'value' },
  { code: 'khyx_quote_valid_days', name: '报价有效天数', kind: 'value' },
  { code: 'khyx_task_auto_assign', name: '任务自动分配', kind: 'switch' },
];
const VALUE_LISTS = [
  { code: 'renewal_follow_type', name: '续保跟进方式' },
  { code: 'cust_source_type', name: '客户来源' },
] as const;

function Value({ kind, value }: { kind: 'switch' | 'value'; value: string | undefined }) {
  if (kind === 'switch') return value === '1' ? <Tag kind="success">开启</Tag> : <Tag>关闭</Tag>;
  return <>{value || '未配置'}</>;
}

export default function ConfigurationManagement() {
  return (
    <div className="page">
      <Section title="系统配置">
        <Cells>
          {SYSTEM_ITEMS.map((i) => (
            <SystemItem key={i.code} {...i} />
          ))}
        </Cells>
      </Section>
      <WeCom />
      <Section title="营销系统配置">
        <Cells>
          {KHYX_ITEMS.map((i) => (
            <ConfigItem key={i.code} call="queryKhyxSystemConfig" code={i.code} label={i.name} kind={i.kind} />
          ))}
        </Cells>
        {VALUE_LISTS.map((l) => (
          <ValueList key={l.code} {...l} />
        ))}
      </Section>
      <MyPermission />
    </div>
  );
}

function SystemItem({ code, name, kind }: { code: string; name: string; kind: 'switch' | 'value' }) {
  const item = useCall('querySystemConfig', { configCode: code });
  return (
    <Cell label={name}>
      <AsyncView query={item} isEmpty={() => false}>
        {(d) => (
          <span title={d.configName ?? code}>
            <Value kind={kind} value={d.configValue} />
            {d.configValue !== d.defaultValue ? <span className="muted">（默认 {kind === 'switch' ? (d.defaultValue === '1' ? '开启' : '关闭') : d.defaultValue || '无'}）</span> : null}
          </span>
        )}
      </AsyncView>
    </Cell>
  );
}

type Item = { code: string; name: string; kind: 'switch' | 'value' };

/** One item of a configuration that answers { configValue } for a configCode (the marketing system's, WeCom's). */
function ConfigItem({ call: name, code, label, kind }: { call: 'queryKhyxSystemConfig' | 'queryWecomSystemConfig'; code: string; label: string; kind: Item['kind'] }) {
  const item = useCall(name, { configCode: code });
  return (
    <Cell label={label}>
      <AsyncView query={item} isEmpty={() => false}>
        {(d) => <Value kind={kind} value={d.configValue} />}
      </AsyncView>
    </Cell>
  );
}

function ValueList({ code, name }: { code: string; name: string }) {
  const list = useCall('querySystemConfigYxValList', { configCode: code }, { method: 'POST' });
  return (
    <div className="org-values" aria-label={name}>
      <span className="muted">{name}</span>
      <AsyncView query={list} emptyText="未配置" skeleton="tags">
        {(values) => (
          <span className="org-values__tags">
            {values.map((v) => (
              <Tag key={v.configValue} kind="info">
                {v.configName}
              </Tag>
            ))}
          </span>
        )}
      </AsyncView>
    </div>
  );
}

function WeCom() {
  const app = useCall('getWecomSystemConfig');
  const corps = useCall('queryMultipleWxConfig');
  const apiType = useCall('queryWxApiTypeConfig');
  return (
    <Section title="企业微信">
      <AsyncView query={app} skeleton="rows">
        {(a) => (
          <Cells>
            <Cell label="企业名称">{a.corpName}</Cell>
            <Cell label="应用">
              {a.appName}（{a.agentId}）
            </Cell>
            <Cell label="联系我">{a.contactWayEnabled === '1' ? <Tag kind="success">已启用</Tag> : <Tag>未启用</Tag>}</Cell>
          </Cells>
        )}
      </AsyncView>
      <AsyncView query={apiType} skeleton="rows">
        {(t) => (
          <Cells>
            <Cell label="微信接口">{t.apiTypeName}</Cell>
          </Cells>
        )}
      </AsyncView>
      <AsyncView query={corps} skeleton="rows">
        {(c) => (
          <Cells>
            <Cell label="企业微信数">{c.multipleWx === '1' ? `多个（${c.list.length}）` : '一个'}</Cell>
            {c.list.map((corp) => (
              <Cell key={corp.wecomComId} label={corp.wecomComId}>
                {corp.corpName}
              </Cell>
            ))}
          </Cells>
        )}
      </AsyncView>
      <Cells>
        {WECOM_ITEMS.map((i) => (
          <ConfigItem key={i.code} call="queryWecomSystemConfig" code={i.code} label={i.name} kind={i.kind} />
        ))}
      </Cells>
    </Section>
  );
}

function MyPermission() {
  const roles = useCall('um/umtuser/queryUserRole');
  const per = useCall('um/umtuser/getEnterpriseConfigPer');
  return (
    <Section title="我的角色与权限">
      <AsyncView query={roles} emptyText="未分配角色" skeleton="tags">
        {(list) => (
          <div className="org-values__tags" aria-label="我的角色">
            {list.map((r) => (
              <Tag key={r.roleCode} kind="info">
                {r.roleName}
              </Tag>
            ))}
          </div>
        )}
      </AsyncView>
      <AsyncView query={per} skeleton="rows">
        {(p) => (
          <Cells>
            <Cell label="企业配置权限">{p.permission === '1' ? <Tag kind="success">有</Tag> : <Tag>无</Tag>}</Cell>
          </Cells>
        )}
      </AsyncView>
    </Section>
  );
}
