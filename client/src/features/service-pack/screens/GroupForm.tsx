import { useMemo } from 'react';
import { Link } from 'wouter';
import { INSURANCE_KIND_GROUP } from '../../../../../shared/domain/insurance-kind';
import { validateAmount } from '../../../../../shared/domain/numbers';
import { reasonOf } from '../../../../../shared/domain/result';
import { navigate } from '../../../lib/navigation/navigation';
import type { ScreenProps } from '../../../lib/screen';
import { ActionBar, AsyncView, confirm, Field, runAction, Section, TextField, PickerField } from '../../../ui';
import { saveGroup } from '../api';
import { useCall } from '../../../lib/query/use-call';
import { clearDraft, EMPTY_GROUP, groupDraftKey, useDraft, type GroupDraft } from '../draft';
import { groupHref, kindOfPath, type Kind } from '../../../parts/service-kind';

// 客户分组码 / 非车客户分组码: a new grouping code — which customers (rules) get which pack of the
// same type. Vehicle rules: models (looked up on the vehicle model inquiry, which adds to this
// form's draft), purchase price range in 万元, new energy only; non-vehicle rules: the insurance
// kinds held and a minimum annual premium. Empty rules mean every customer of the organisation.

const KIND_GROUPS = Object.values(INSURANCE_KIND_GROUP);
const WAN = 10_000;
const amount = (v: string) => (v.trim() === '' ? null : Number(v));

export function groupErrors(d: GroupDraft) {
  const min = validateAmount(d.priceMin, '金额（万元）');
  const max = validateAmount(d.priceMax, '金额（万元）');
  return {
    groupName: d.groupName.trim().length < 2 || d.groupName.trim().length > 30 ? '分组名称须为 2–30 个字' : undefined,
    packCode: d.packCode ? undefined : '请选择服务包',
    price: !min.ok ? min.reason : !max.ok ? max.reason : min.value !== null && max.value !== null && min.value > max.value ? '下限不能高于上限' : undefined,
    premiumMin: reasonOf(validateAmount(d.premiumMin, '金额（元）')) ?? undefined,
  };
}

export default function GroupForm({ route }: ScreenProps) {
  const kind = kindOfPath(route.path);
  const key = groupDraftKey(kind.packType);
  const [draft, update] = useDraft<GroupDraft>(key, EMPTY_GROUP);
  const errors = groupErrors(draft);
  const invalid = Object.values(errors).some(Boolean);

  const save = async () => {
    if (invalid) return;
    const rules =
      kind.packType === '1'
        ? {
            modelCodes: draft.models.map((m) => m.modelCode),
            priceMin: amount(draft.priceMin) === null ? null : Math.round((amount(draft.priceMin) ?? 0) * WAN),
            priceMax: amount(draft.priceMax) === null ? null : Math.round((amount(draft.priceMax) ?? 0) * WAN),
            newEnergyOnly: draft.newEnergyOnly,
          }
        : { riskCodes: draft.riskCodes, premiumMin: amount(draft.premiumMin) };
    const saved = await runAction(() => saveGroup({ packType: kind.packType, groupName: draft.groupName.trim(), packCode: draft.packCode, rules }), {
      loadingText: '保存中…',
      success: '客户分组码已保存',
    });
    if (saved) {
      clearDraft(key);
      void navigate(groupHref(saved), { replace: true });
    }
  };

  return (
    <div className="page">
      <Section title={`${kind.word}客户分组`}>
        <TextField label="分组名称" value={draft.groupName} onValue={(v) => update((d) => ({ ...d, groupName: v }))} error={draft.groupName ? errors.groupName : undefined} maxLength={30} placeholder="如：新能源车主" />
        <PackSelect kind={kind} value={draft.packCode} onValue={(packCode) => update((d) => ({ ...d, packCode }))} />
      </Section>
      <Section title="分组规则" extra={<span className="muted">不设条件即本机构全部{kind.word}客户</span>}>
        {kind.packType === '1' ? <VehicleRules draft={draft} update={update} priceError={errors.price} /> : <NonVehicleRules draft={draft} update={update} premiumError={errors.premiumMin} />}
      </Section>
      <ActionBar
        actions={[
          { label: '清空', onClick: () => void confirm({ message: '清空已填写的分组和规则？', okText: '清空', danger: true }).then((ok) => ok && update(() => EMPTY_GROUP)) },
          { label: '保存分组码', primary: true, disabled: invalid, onClick: () => void save() },
        ]}
      />
    </div>
  );
}

function PackSelect({ kind, value, onValue }: { kind: Kind; value: string; onValue: (v: string) => void }) {
  // Only packs in force can be given.
  const all = useCall('servicePack/queryServicePackList', { packType: kind.packType, pageNo: 1, pageSize: 100 });
  const live = useMemo(() => all.data?.list.filter((x) => x.status === '1'), [all.data]);
  const packs = { ...all, data: live };
  return (
    <AsyncView query={packs} skeleton="rows" emptyText={`本机构还没有生效的${kind.word}服务包，请先新增服务包`}>
      {(list) => (
        <PickerField label="获得的服务包" value={value} options={list.map((p) => ({ value: p.packCode, label: p.packName }))} onValue={onValue} error={value ? undefined : '请选择服务包'} />
      )}
    </AsyncView>
  );
}

type Update = (u: (d: GroupDraft) => GroupDraft) => void;

function VehicleRules({ draft, update, priceError }: { draft: GroupDraft; update: Update; priceError: string | undefined }) {
  return (
    <>
      <Field label={`车型（${draft.models.length ? `已选 ${draft.models.length} 个` : '不限'}）`}>
        <div className="svc-chips">
          {draft.models.map((m) => (
            <button key={m.modelCode} type="button" className="svc-chip is-active" aria-label={`移除${m.label}`} onClick={() => update((d) => ({ ...d, models: d.models.filter((x) => x.modelCode !== m.modelCode) }))}>
              {m.label} ✕
            </button>
          ))}
          <Link href="/service-pack-application/vehicle-model-inquiry?pick=1" className="svc-chip">
            ＋ 查询车型
          </Link>
        </div>
      </Field>
      <Field label="新车购置价（万元）" error={priceError}>
        <div className="svc-row2">
          <input className="field__input" inputMode="decimal" aria-label="购置价下限（万元）" placeholder="下限" value={draft.priceMin} onChange={(e) => update((d) => ({ ...d, priceMin: e.target.value }))} />
          <input className="field__input" inputMode="decimal" aria-label="购置价上限（万元）" placeholder="上限" value={draft.priceMax} onChange={(e) => update((d) => ({ ...d, priceMax: e.target.value }))} />
        </div>
      </Field>
      <label className="svc-check">
        <input type="checkbox" checked={draft.newEnergyOnly} onChange={(e) => update((d) => ({ ...d, newEnergyOnly: e.target.checked }))} />
        仅新能源车
      </label>
    </>
  );
}

function NonVehicleRules({ draft, update, premiumError }: { draft: GroupDraft; update: Update; premiumError: string | undefined }) {
  const has = (codes: readonly string[]) => codes.every((c) => draft.riskCodes.includes(c));
  const toggle = (codes: readonly string[]) =>
    update((d) => ({ ...d, riskCodes: has(codes) ? d.riskCodes.filter((c) => !codes.includes(c)) : [...new Set([...d.riskCodes, ...codes])] }));
  return (
    <>
      <Field label={`持有的险种（${draft.riskCodes.length ? `已选 ${draft.riskCodes.length} 个险种` : '不限'}）`}>
        <div className="svc-chips" role="group" aria-label="险类">
          {KIND_GROUPS.map((g) => (
            <button key={g.label} type="button" aria-pressed={has(g.codes)} className={`svc-chip${has(g.codes) ? ' is-active' : ''}`} onClick={() => toggle(g.codes)}>
              {g.label}
            </button>
          ))}
        </div>
      </Field>
      <TextField label="年保费下限（元）" inputMode="decimal" value={draft.premiumMin} onValue={(v) => update((d) => ({ ...d, premiumMin: v }))} error={premiumError} placeholder="不限" />
    </>
  );
}
