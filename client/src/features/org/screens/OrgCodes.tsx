import { Link } from 'wouter';
import type { AnswerOf } from '../../../lib/api/names';
import type { ScreenProps } from '../../../lib/screen';
import { ChatSendNote, sendToChat, useCanSendToChat, type ChatSend } from '../../../lib/send';
import { ActionBar, AsyncView, Section, Tag, useUrlState } from '../../../ui';
import { QrCode } from '../../../ui/QrCode';
import { useCall } from '../../../lib/query/use-call';

// The organisation's codes (queryOrgCodes, our proposal; one screen, the kind by route):
// 机构码 /customer-info/list-mechanism — the province's institutions, maintained by the system;
// 企业码 /customer-info/enterprise-config — enterprise customers; 修理厂码
// /customer-info/enterprise-repair — partner repair shops. Each code opens (in the URL) to its QR
// code, to show the customer or send into the chat as a link card. Creating and changing enterprise
// and repair-shop codes (/customer-info/enterprise-creat) is for staff with the enterprise-config
// permission (getEnterpriseConfigPer); the others read and send, and the BFF refuses their saves.

type Codes = AnswerOf<'queryOrgCodes'>;
type Code = Codes[number];

export const CODE_KINDS = [
  { name: 'ListMechanism', type: 'mechanism', label: '机构码', path: '/customer-info/list-mechanism', noun: '机构', codeLabel: '机构代码' },
  { name: 'EnterpriseConfig', type: 'enterprise', label: '企业码', path: '/customer-info/enterprise-config', noun: '企业', codeLabel: '统一社会信用代码' },
  { name: 'EnterpriseRepair', type: 'repair', label: '修理厂码', path: '/customer-info/enterprise-repair', noun: '修理厂', codeLabel: '修理厂代码' },
] as const;
export type CodeKind = (typeof CODE_KINDS)[number];

/** Whether the caller may create and change codes (the upstream's answer for this session). */
export function useConfigPermission() {
  const per = useCall('um/umtuser/getEnterpriseConfigPer');
  return { ...per, data: per.data === undefined ? undefined : per.data.permission === '1' };
}

export default function OrgCodes({ route }: ScreenProps) {
  const kind = CODE_KINDS.find((k) => k.name === route.name) ?? CODE_KINDS[0];
  const codes = useCall('queryOrgCodes', { codeType: kind.type });
  const permitted = useConfigPermission();
  const [open, setOpen] = useUrlState('code');
  const editable = kind.type !== 'mechanism';
  const canEdit = editable && permitted.data === true;
  const chat = useCanSendToChat();
  return (
    <div className="page org-codes-page">
      <nav className="segments" aria-label="码类型">
        {CODE_KINDS.map((k) => (
          <Link key={k.name} href={k.path} replace className={`segments__tab${k.name === kind.name ? ' is-active' : ''}`} aria-current={k.name === kind.name ? 'page' : undefined}>
            {k.label}
          </Link>
        ))}
      </nav>
      {editable && permitted.data === false && (
        <p className="notice" role="note">
          您没有企业配置权限，可查看和发送{kind.label}；新建或修改请联系管理员开通权限
        </p>
      )}
      <ChatSendNote send={chat} />
      <Section title={kind.label}>
        <AsyncView query={codes} isEmpty={(l) => l.length === 0} emptyText={`暂无${kind.label}`}>
          {(list) => (
            <ul className="list" aria-label={kind.label}>
              {list.map((c) => (
                <CodeItem key={c.codeId} kind={kind} code={c} open={open === c.codeId} onToggle={() => setOpen(open === c.codeId ? '' : c.codeId)} canEdit={canEdit} chat={chat} />
              ))}
            </ul>
          )}
        </AsyncView>
      </Section>
      {kind.type === 'mechanism' && (
        <p className="muted org-codes__more">
          团队的企业微信二维码见 <Link href="/customer-info/team-code">团队码</Link>
        </p>
      )}
      <ActionBar actions={canEdit ? [{ label: `新建${kind.label}`, primary: true, href: `/customer-info/enterprise-creat?codeType=${kind.type}` }] : []} />
    </div>
  );
}

function CodeItem({ kind, code, open, onToggle, canEdit, chat }: { kind: CodeKind; code: Code; open: boolean; onToggle: () => void; canEdit: boolean; chat: ChatSend }) {
  return (
    <li className="list__item org-code">
      <button type="button" className="org-code__head" aria-expanded={open} onClick={onToggle}>
        <span className="org-code__name">
          <strong>{code.name}</strong>
          <span className="muted">
            {kind.codeLabel} {code.code}
          </span>
        </span>
        {code.comName !== code.name && <Tag kind="info">{code.comName}</Tag>}
      </button>
      {open && (
        <div className="org-code__body">
          <QrCode text={code.qrContent} size={180} label={`${code.name}${kind.label}`} />
          <dl className="org-code__facts">
            {code.address && (
              <>
                <dt>地址</dt>
                <dd>{code.address}</dd>
              </>
            )}
            {(code.contactName || code.contactPhone) && (
              <>
                <dt>联系人</dt>
                <dd>
                  {code.contactName} {code.contactPhone && <a href={`tel:${code.contactPhone}`}>{code.contactPhone}</a>}
                </dd>
              </>
            )}
            {code.createdBy && (
              <>
                <dt>创建</dt>
                <dd>
                  {code.createdBy} {code.createdAt.slice(0, 10)}
                </dd>
              </>
            )}
          </dl>
          <div className="button-row">
            <button
              type="button"
              className="btn btn--primary"
              disabled={!chat.can}
              onClick={() => void sendToChat({ kind: 'link', title: `${code.name}${kind.label}`, desc: `扫码或点击打开${code.name}的服务页面`, url: code.qrContent })}
            >
              发到当前会话
            </button>
            {canEdit && (
              <Link className="btn" href={`/customer-info/enterprise-creat?${new URLSearchParams({ codeType: kind.type, codeId: code.codeId })}`}>
                修改
              </Link>
            )}
          </div>
        </div>
      )}
    </li>
  );
}
