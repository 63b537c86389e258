import { useState } from 'react';
import { EXPERTISE_AREA } from '../../../../../shared/domain/codes';
import { validateMobile } from '../../../../../shared/domain/mobile';
import { validateText } from '../../../../../shared/domain/text';
import { returnToIntended } from '../../../lib/guard/way-back';
import { navigate } from '../../../lib/navigation/navigation';
import { toast } from '../../../lib/toast-store';
import { Failed, Field, runAction, Skeleton, TextField, useForm, useParams } from '../../../ui';
import { useCall } from '../../../lib/query/use-call';
import { isNoCard, MANAGER_TYPE, registerCard, updateCard, verifyClaimStaff, type BusinessCard, type CardForm, type ManagerType } from '../api';

// 登记名片 (/business-card/register-card): register my business card — as 客户经理, or as 理赔顾问
// once getUserMsg confirms I am claims staff — or change it (type=edit, or whenever a card
// exists). Sent here by the smart-business-card check (redirect=cache, spec 000 §4), the person
// returns to where they were going once registered; otherwise to 我的名片.

const MAX_NAME = 20;
const MAX_TITLE = 20;
const MAX_INTRO = 200;
const AREAS = Object.entries(EXPERTISE_AREA);

export default function RegisterCard() {
  const card = useCall('mc/queryUserCodeInManagerInfo');
  const me = useCall('fwdapi/getUserMsg', {}, { method: 'POST' });
  // No card yet (the manager query says to register first): the form starts empty.
  const noCard = card.error !== undefined && isNoCard(card.error);
  if (card.error && !noCard) {
    return (
      <div className="page">
        <Failed error={card.error} onRetry={card.reload} />
      </div>
    );
  }
  // The form starts from the card as it is now: a kept answer is asked again first.
  if (!noCard && (card.data === undefined || card.loading)) {
    return (
      <div className="page">
        <Skeleton shape="rows" />
      </div>
    );
  }
  return <CardFormView existing={noCard ? null : (card.data ?? null)} defaultName={me.data?.userName ?? ''} />;
}

const RULES = {
  managerName: (v: string) => validateText(v, { label: '姓名', max: MAX_NAME, required: true }),
  mobile: validateMobile,
  title: (v: string) => validateText(v, { label: '职务', max: MAX_TITLE }),
  introduction: (v: string) => validateText(v, { label: '个人简介', max: MAX_INTRO }),
};

function CardFormView({ existing, defaultName }: { existing: BusinessCard | null; defaultName: string }) {
  const query = useParams();
  const fromCheck = query.get('redirect') === 'cache';
  const editing = existing !== null;
  const form = useForm<CardForm>(
    () => ({
      managerType: (existing?.managerType as ManagerType | undefined) ?? 'manager',
      managerName: existing?.managerName ?? defaultName,
      mobile: existing?.mobile ?? '',
      title: existing?.title ?? '',
      expertiseAreas: existing?.expertiseAreas ?? [],
      introduction: existing?.introduction ?? '',
    }),
    RULES,
  );
  const { values, set, error: shown } = form;
  // The name may arrive after the form opened: use it while the person has typed none.
  if (!editing && !values.managerName && defaultName) set('managerName', defaultName);
  const [typeError, setTypeError] = useState<string>();

  async function save(draft: CardForm) {
    const fields = { ...draft, managerName: draft.managerName.trim(), mobile: draft.mobile.trim(), title: draft.title.trim() || MANAGER_TYPE[draft.managerType] };
    if (editing) {
      const { managerType: _type, ...rest } = fields;
      const saved = await runAction(() => updateCard(rest), { loadingText: '保存中…', success: '名片已保存' });
      if (saved) await navigate('/business-card/index', { replace: true });
      return;
    }
    if (fields.managerType === 'claimsAdvisor') {
      const isClaimStaff = await runAction(verifyClaimStaff, { loadingText: '正在校验理赔人员身份…' });
      if (isClaimStaff === undefined) return;
      if (!isClaimStaff) {
        const reason = '校验未通过：您不是理赔人员，不能登记为理赔顾问，请选择客户经理';
        setTypeError(reason);
        toast.error(reason);
        return;
      }
    }
    const saved = await runAction(() => registerCard(fields), { loadingText: '登记中…', success: '名片登记成功' });
    if (!saved) return;
    if (fromCheck) await returnToIntended();
    else await navigate('/business-card/index', { replace: true });
  }

  return (
    <div className="page">
      {fromCheck && !editing && <p className="notice bc-notice">查询失败，暂无此用户对应的客户经理或理赔顾问信息，请先注册！登记后将回到您要去的页面。</p>}
      {!fromCheck && !editing && <p className="muted bc-lead">登记名片后，您可以把名片发给客户，客户可一键拨打您的电话。</p>}
      <form
        className="card bc-form"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          if (!form.submit(save)) toast.error('请按提示修改后再提交');
        }}
      >
        <fieldset className="bc-types" disabled={editing}>
          <legend className="field__label">身份</legend>
          {(Object.keys(MANAGER_TYPE) as ManagerType[]).map((t) => (
            <label key={t} className={`bc-type${values.managerType === t ? ' is-active' : ''}`}>
              <input
                type="radio"
                name="managerType"
                value={t}
                checked={values.managerType === t}
                onChange={() => {
                  set('managerType', t);
                  setTypeError(undefined);
                }}
              />
              {MANAGER_TYPE[t]}
            </label>
          ))}
          {typeError ? (
            <span className="field__error" role="alert">
              {typeError}
            </span>
          ) : (
            <span className="field__hint">{editing ? '身份登记后不能修改' : '登记为理赔顾问需通过理赔人员身份校验'}</span>
          )}
        </fieldset>
        <TextField label="姓名" value={values.managerName} onValue={(v) => set('managerName', v)} error={shown('managerName')} maxLength={MAX_NAME + 10} autoComplete="name" />
        <TextField label="联系电话" value={values.mobile} onValue={(v) => set('mobile', v)} error={shown('mobile')} hint="客户在名片上看到并可拨打的号码" inputMode="tel" maxLength={13} autoComplete="tel" />
        <TextField label="职务" value={values.title} onValue={(v) => set('title', v)} error={shown('title')} placeholder={MANAGER_TYPE[values.managerType]} maxLength={MAX_TITLE + 10} />
        <fieldset className="bc-areas">
          <legend className="field__label">擅长领域</legend>
          <div className="bc-chips">
            {AREAS.map(([code, name]) => {
              const on = values.expertiseAreas.includes(code);
              return (
                <label key={code} className={`bc-chip${on ? ' is-active' : ''}`}>
                  <input type="checkbox" checked={on} onChange={() => set('expertiseAreas', on ? values.expertiseAreas.filter((c) => c !== code) : [...values.expertiseAreas, code])} />
                  {name}
                </label>
              );
            })}
          </div>
        </fieldset>
        <Field label="个人简介" error={shown('introduction')} hint={`${values.introduction.length}/${MAX_INTRO}`}>
          <textarea className="field__input bc-intro" rows={4} value={values.introduction} onChange={(e) => set('introduction', e.target.value)} aria-invalid={shown('introduction') ? true : undefined} />
        </Field>
        <button type="submit" className="btn btn--primary bc-wide">
          {editing ? '保存名片' : '登记名片'}
        </button>
      </form>
    </div>
  );
}
