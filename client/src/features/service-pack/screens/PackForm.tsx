import { Link } from 'wouter';
import { validateWholeNumber } from '../../../../../shared/domain/numbers';
import { reasonOf } from '../../../../../shared/domain/result';
import { navigate } from '../../../lib/navigation/navigation';
import type { ScreenProps } from '../../../lib/screen';
import { ActionBar, confirm, Field, Money, runAction, Section, Stepper, TextField } from '../../../ui';
import { savePack } from '../api';
import { clearDraft, EMPTY_PACK, packDraftKey, useDraft, type PackDraft } from '../draft';
import { kindOfPath, packHref } from '../../../parts/service-kind';

// 新增服务包 / 新增非车服务包: name, validity and note, and the items picked from the service-item
// dictionary (prpdict-list) with their times. The draft lives in session storage, so picking
// items on the dictionary page and coming back loses nothing; errors show as the person types.

export function packErrors(d: PackDraft) {
  const months = validateWholeNumber(d.validMonths, { label: '有效月数', min: 1, max: 36 });
  return {
    packName: d.packName.trim().length < 2 || d.packName.trim().length > 30 ? '服务包名称须为 2–30 个字' : undefined,
    validMonths: reasonOf(months) ?? undefined,
    remark: d.remark.length > 200 ? '说明不能超过 200 字' : undefined,
    items: d.items.length === 0 ? '请至少选择一个服务项目' : undefined,
  };
}

export default function PackForm({ route }: ScreenProps) {
  const kind = kindOfPath(route.path);
  const key = packDraftKey(kind.packType);
  const [draft, update] = useDraft<PackDraft>(key, EMPTY_PACK);
  const errors = packErrors(draft);
  const touched = draft.packName !== '' || draft.items.length > 0;
  const value = draft.items.reduce((n, i) => n + i.unitPrice * i.times, 0);
  const pickHref = `/service-pack-application/prpdict-list?packType=${kind.packType}&pick=1`;

  const save = async () => {
    if (Object.values(errors).some(Boolean)) return;
    const saved = await runAction(
      () =>
        savePack({
          packType: kind.packType,
          packName: draft.packName.trim(),
          validMonths: Number(draft.validMonths),
          ...(draft.remark.trim() ? { remark: draft.remark.trim() } : {}),
          items: draft.items.map((i) => ({ itemCode: i.itemCode, times: i.times })),
        }),
      { loadingText: '保存中…', success: '服务包已保存' },
    );
    if (saved) {
      clearDraft(key);
      void navigate(packHref(saved), { replace: true });
    }
  };

  return (
    <div className="page">
      <Section title={`${kind.word}服务包`}>
        <TextField label="服务包名称" value={draft.packName} onValue={(v) => update((d) => ({ ...d, packName: v }))} error={draft.packName ? errors.packName : undefined} maxLength={30} placeholder="如：尊享车主服务包" />
        <TextField label="有效月数" inputMode="numeric" value={draft.validMonths} onValue={(v) => update((d) => ({ ...d, validMonths: v.replace(/\D/g, '') }))} error={errors.validMonths} hint="客户领取后可使用的月数" />
        <Field label="说明" error={errors.remark}>
          <textarea className="field__input" rows={2} maxLength={200} value={draft.remark} onChange={(e) => update((d) => ({ ...d, remark: e.target.value }))} placeholder="适用客户、使用方式（选填）" />
        </Field>
      </Section>
      <Section
        title={`服务项目（${draft.items.length}）`}
        extra={
          <Link href={pickHref} className="btn btn--text btn--small">
            添加项目
          </Link>
        }
      >
        {draft.items.length === 0 ? (
          <p className={touched ? 'field__error' : 'muted'}>{touched ? errors.items : '从服务项目字典中选择，再设定每项的次数'}</p>
        ) : (
          <ul className="svc-items" aria-label="已选服务项目">
            {draft.items.map((i) => (
              <li key={i.itemCode} className="svc-item">
                <span className="svc-item__main">
                  <span className="svc-item__name">{i.itemName}</span>
                  <span className="svc-item__desc">
                    单价 <Money value={i.unitPrice} /> / {i.unit}
                  </span>
                </span>
                <Stepper label={`${i.itemName}次数`} value={i.times} onValue={(t) => update((d) => ({ ...d, items: d.items.map((x) => (x.itemCode === i.itemCode ? { ...x, times: t } : x)) }))} />
                <button type="button" className="btn btn--text btn--small" aria-label={`移除${i.itemName}`} onClick={() => update((d) => ({ ...d, items: d.items.filter((x) => x.itemCode !== i.itemCode) }))}>
                  移除
                </button>
              </li>
            ))}
          </ul>
        )}
        <div className="svc-total">
          <span>服务包价值（估算）</span>
          <Money value={value} />
        </div>
      </Section>
      <ActionBar
        actions={[
          { label: '清空', disabled: !touched, onClick: () => void confirm({ message: '清空已填写的名称和服务项目？', okText: '清空', danger: true }).then((ok) => ok && update(() => EMPTY_PACK)) },
          { label: '保存服务包', primary: true, onClick: () => void save(), disabled: Object.values(errors).some(Boolean) },
        ]}
      />
    </div>
  );
}
