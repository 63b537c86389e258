import { useState } from 'react';
import { Link } from 'wouter';
import { hasScreen } from '../../../lib/navigation/navigation';
import { navigate } from '../../../lib/navigation/navigation';
import { CustomerPicker, type SendTarget } from '../../../lib/send';
import { session } from '../../../lib/session/store';
import { ActionBar, AsyncView, Field, Section, TextField, runAction, useForm, useUrlState } from '../../../ui';
import { ColleagueChooser, Segments } from '../components/parts';
import { useCall } from '../../../lib/query/use-call';
import { submitGroupApply } from '../api';

// 一键建群: choose the kind of group, then for a customer service group — the customer (from
// the URL or the picker), the service managers to pull in, a name and a reason — check that the
// branch has applications open and no application for this customer is waiting, and submit it
// for review. The applicant follows it on /review (我的申请).

const KINDS = [
  { value: 'customer', label: '客户服务群' },
  { value: 'claim', label: '理赔群' },
  { value: 'assist', label: '协助建群' },
] as const;
type Kind = (typeof KINDS)[number]['value'];

const KIND_NOTE: Record<Kind, string> = {
  customer: '为本人绑定的客户建企业微信服务群：提交申请，审核人通过后由建群机器人自动建群并拉入客户和服务经理。',
  claim: '为理赔案件建群，拉入查勘、定损和理赔顾问，同步理赔进展。',
  assist: '已通过的申请：查看机器人建群进度，或用“联系我”二维码、企业互联邀请客户入群。',
};

export default function CreateGroupType() {
  const [kind, setKind] = useUrlState('type', 'customer');
  const chosen = (KINDS.find((k) => k.value === kind)?.value ?? 'customer') as Kind;
  return (
    <div className="page">
      <Segments label="建群方式" value={chosen} options={KINDS} onChange={setKind} />
      <p className="gp-note">{KIND_NOTE[chosen]}</p>
      {chosen === 'customer' ? <CustomerGroupApply /> : <KindLink kind={chosen} />}
    </div>
  );
}

function KindLink({ kind }: { kind: 'claim' | 'assist' }) {
  const to = kind === 'claim' ? '/claim-group-building' : '/other-assistance';
  return hasScreen(to) ? <ActionBar actions={[{ label: kind === 'claim' ? '去理赔建群' : '去协助建群', href: to, primary: true }]} /> : null;
}

function CustomerGroupApply() {
  const open = useCall('qt/creategroupapply/submitCreateGroupApplyIsOpen');
  const [custId, setCustId] = useUrlState('custId');
  // The name stays in the page (personal data never goes into the URL).
  const [custName, setCustName] = useState('');
  const known = useCall('weixinBaseInfoSearch', { custId }, { enabled: Boolean(custId) && !custName });
  const shownName = custName || known.data?.name || '';
  const [picking, setPicking] = useState(false);
  const defaultName = shownName ? `${shownName}客户服务群` : '';
  const form = useForm(
    { managers: [] as string[], groupName: '', reason: '' },
    {
      groupName: (v) => {
        const name = v.trim() || defaultName;
        return !name ? '请填写群名称' : name.length > 30 ? '群名称不能超过 30 个字' : null;
      },
      reason: (v) => (!v.trim() ? '请填写申请理由' : v.trim().length > 200 ? '申请理由不能超过 200 个字' : null),
    },
  );
  // The customer lives in the URL, beside the form: its reason shows after a try to submit.
  const custError = form.tried && !custId ? '请选择客户' : undefined;
  const me = session.value?.user.userCode ?? '';
  const pending = useCall('qt/creategroupapply/checkIsSubmitApplyCreateGroup', { custId }, { enabled: Boolean(custId) });

  const closed = open.data?.isOpen === '0';
  const waiting = pending.data?.submitted === true;

  const choose = (targets: SendTarget[]) => {
    const t = targets[0];
    setPicking(false);
    if (!t) return;
    setCustId(t.custId);
    setCustName(t.custName);
  };
  const submit = async ({ managers, groupName, reason }: typeof form.values) => {
    if (!custId) return;
    const made = await runAction(
      () =>
        submitGroupApply({ custId, groupName: groupName.trim() || defaultName, applyReason: reason.trim(), serviceManagerUserCodes: managers }),
      { loadingText: '正在提交…', success: '申请已提交，等待审核' },
    );
    if (made) void navigate(`/review?tab=mine&applyId=${encodeURIComponent(made.applyId)}`);
  };

  const reason = form.field('reason');
  return (
    <>
      <AsyncView query={open} skeleton="rows">
        {(o) => (o.isOpen === '1' ? null : <p className="notice" role="alert">本机构暂未开放建群申请，如需建群请联系管理员开通。</p>)}
      </AsyncView>
      <Section title="客户">
        <Field label="建群客户" error={custError} as="div">
          <button type="button" className="gp-pick" onClick={() => setPicking(true)}>
            <span className="sr-only">选择建群客户：</span>
            {custId ? (
              <span>
                <strong>{shownName || `客户 ${custId}`}</strong>
                <span className="muted"> 更换</span>
              </span>
            ) : (
              <span className="muted">选择本人绑定、已添加企业微信的客户</span>
            )}
          </button>
        </Field>
        {waiting && (
          <p className="notice" role="alert">
            该客户已有待审核的建群申请，请勿重复提交。
            <Link href={`/review?tab=mine&applyId=${encodeURIComponent(pending.data?.applyId ?? '')}`} className="gp-link">
              查看申请
            </Link>
          </p>
        )}
      </Section>
      <Section title="服务经理">
        <p className="muted">选择建群后一同拉入群的服务经理（可多选，最多 3 人）</p>
        <ColleagueChooser chosen={form.values.managers} onChange={(v) => form.set('managers', v)} max={3} exclude={me} label="服务经理" />
      </Section>
      <Section title="申请信息">
        <TextField label="群名称" {...form.field('groupName')} placeholder={defaultName || '如：刘芳车险服务群'} hint="建议“客户姓名+服务内容+群”" maxLength={40} />
        <Field label="申请理由" error={reason.error}>
          <textarea className="field__input gp-textarea" value={reason.value} onChange={(e) => reason.onValue(e.target.value)} onBlur={reason.onBlur} placeholder="如：客户续保及理赔咨询较多，建群便于及时服务" maxLength={220} aria-invalid={reason.error ? true : undefined} />
        </Field>
      </Section>
      <ActionBar
        actions={[
          { label: '我的申请', href: '/review?tab=mine' },
          { label: '提交申请', primary: true, onClick: () => form.submit(submit), disabled: closed || waiting || !open.data },
        ]}
      />
      <CustomerPicker open={picking} title="选择建群客户" max={1} onClose={() => setPicking(false)} onConfirm={choose} />
    </>
  );
}
