import { saveOrgCode } from '../api';
import type { AnswerOf } from '../../../lib/api/names';
import { navigate } from '../../../lib/navigation/navigation';
import { ActionBar, AsyncView, runAction, Section, TextField, useForm, useParams } from '../../../ui';
import { useCall } from '../../../lib/query/use-call';
import { validateCreditCode } from '../../../../../shared/domain/credit-code';
import { validatePhone } from '../../../../../shared/domain/contact';
import { validateRepairShopCode } from '../../../../../shared/domain/typed-codes';
import { CODE_KINDS, useConfigPermission } from './OrgCodes';

// 新建企业码 (/customer-info/enterprise-creat?codeType=enterprise|repair[&codeId=]): create an
// enterprise code (a company customer, its unified social credit code checked by GB 32100) or a
// repair-shop code, or change one (?codeId=). Only with the enterprise-config permission; the BFF
// asks the upstream the same before it lets saveOrgCode through. Saved → the list with it open.

type Code = AnswerOf<'queryOrgCodes'>[number];
interface Draft {
  name: string;
  code: string;
  address: string;
  contactName: string;
  contactPhone: string;
}

function draftOf(before: Code | null): Draft {
  return before
    ? { name: before.name, code: before.code, address: before.address ?? '', contactName: before.contactName ?? '', contactPhone: before.contactPhone ?? '' }
    : { name: '', code: '', address: '', contactName: '', contactPhone: '' };
}

function rules(type: 'enterprise' | 'repair') {
  return {
    name: (v: string) => {
      const name = v.trim();
      return name.length < 2 || name.length > 50 ? (name ? '名称应为2–50个字' : '请输入名称') : null;
    },
    code: (v: string) => (type === 'enterprise' ? validateCreditCode(v) : validateRepairShopCode(v)),
    contactPhone: (v: string) => (v.trim() ? validatePhone(v) : null),
  };
}

export default function EnterpriseCreate() {
  const params = useParams();
  const type = params.get('codeType') === 'repair' ? 'repair' : 'enterprise';
  const codeId = params.get('codeId') ?? '';
  const kind = CODE_KINDS.find((k) => k.type === type)!;
  const permitted = useConfigPermission();
  const codes = useCall('queryOrgCodes', { codeType: type }, { enabled: Boolean(codeId) });
  // The code to change, found in its kind's list (null: a new one, or none such); the form starts
  // from the list as it is now: a kept answer is asked again first.
  const existing = { ...codes, data: !codeId ? null : codes.loading || !codes.data ? undefined : (codes.data.find((c) => c.codeId === codeId) ?? null) };
  return (
    <div className="page">
      <AsyncView query={permitted}>
        {(ok) =>
          ok ? (
            <AsyncView query={existing} isEmpty={() => false}>
              {(before) => (codeId && !before ? <p className="notice">要修改的{kind.label}不存在或已删除</p> : <CodeForm key={`${type}:${before?.codeId ?? ''}`} type={type} before={before} />)}
            </AsyncView>
          ) : (
            <p className="notice" role="alert">
              您没有企业配置权限，不能新建或修改{kind.label}，请联系管理员开通
            </p>
          )
        }
      </AsyncView>
    </div>
  );
}

function CodeForm({ type, before }: { type: 'enterprise' | 'repair'; before: Code | null }) {
  const kind = CODE_KINDS.find((k) => k.type === type)!;
  // The draft starts from the code as loaded (CodeForm is shown once that is known, keyed by it).
  const form = useForm<Draft>(() => draftOf(before), rules(type));

  const save = async (draft: Draft) => {
    const saved = await runAction(
      () =>
        saveOrgCode({
          ...(before ? { codeId: before.codeId } : {}),
          codeType: type,
          name: draft.name.trim(),
          code: draft.code.trim().toUpperCase(),
          ...(draft.address.trim() ? { address: draft.address.trim() } : {}),
          ...(draft.contactName.trim() ? { contactName: draft.contactName.trim() } : {}),
          ...(draft.contactPhone.trim() ? { contactPhone: draft.contactPhone.trim() } : {}),
        }),
      { loadingText: '保存中', success: before ? '已保存修改' : `${kind.label}已创建` },
    );
    if (saved) void navigate(`${kind.path}?${new URLSearchParams({ code: saved.codeId })}`, { replace: true });
  };

  return (
    <>
      <Section title={before ? `修改${kind.label}` : `新建${kind.label}`}>
        <form
          className="form"
          noValidate
          onSubmit={form.onSubmit(save)}
        >
          <TextField label={`${kind.noun}名称`} {...form.field('name')} maxLength={50} placeholder={type === 'enterprise' ? '营业执照上的企业名称' : '修理厂名称'} />
          <TextField
            label={kind.codeLabel}
            {...form.field('code')}
            maxLength={type === 'enterprise' ? 18 : 20}
            autoCapitalize="characters"
            placeholder={type === 'enterprise' ? '18位，见营业执照' : '4–20位字母或数字'}
          />
          <TextField label="地址" {...form.field('address')} maxLength={100} placeholder="选填" />
          <TextField label="联系人" {...form.field('contactName')} maxLength={20} placeholder="选填" />
          <TextField label="联系电话" {...form.field('contactPhone')} inputMode="tel" maxLength={20} placeholder="选填，手机或固话" />
        </form>
      </Section>
      <ActionBar actions={[{ label: '保存', primary: true, onClick: () => form.submit(save) }]} />
    </>
  );
}
