import { useMemo, useState } from 'react';
import { Link } from 'wouter';
import { startOfDay } from '../../../../../shared/domain/today';
import { navigate } from '../../../lib/navigation/navigation';
import { ActionBar, AsyncView, DateTimeField, Field, runAction, Section, TextField, PickerField } from '../../../ui';
import { useCall } from '../../../lib/query/use-call';
import { savePlan } from '../api';
import { packHref } from '../../../parts/service-kind';
import { useParam } from '../../../parts/service-pack';
import { planHref } from '../components/parts';

// 新增方案 (cached): a value-added plan — name, the organisation's pack (vehicle or non-vehicle),
// total count, start and end day, note. The route is cached, so the person can open the chosen
// pack to check its items and come back to the form as they left it. Checked as typed.

interface Form {
  planName: string;
  packCode: string;
  totalCount: string;
  startDate: string;
  endDate: string;
  remark: string;
}

export function planErrors(f: Form, today: string) {
  const total = Number(f.totalCount);
  return {
    planName: f.planName.trim().length < 2 || f.planName.trim().length > 30 ? '方案名称须为 2–30 个字' : undefined,
    packCode: f.packCode ? undefined : '请选择服务包',
    totalCount: !/^\d+$/.test(f.totalCount) || total < 1 || total > 100_000 ? '总份数须为 1–100000 的整数' : undefined,
    startDate: f.startDate ? undefined : '请选择开始日期',
    endDate: !f.endDate ? '请选择结束日期' : f.startDate && f.endDate < f.startDate ? '结束日期不能早于开始日期' : f.endDate < today ? '结束日期不能早于今天' : undefined,
    remark: f.remark.length > 200 ? '说明不能超过 200 字' : undefined,
  };
}

export default function NewPlan() {
  const fromPack = useParam('packCode');
  const today = startOfDay().format('YYYY-MM-DD');
  const empty: Form = { planName: '', packCode: fromPack, totalCount: '', startDate: today, endDate: '', remark: '' };
  const [form, setForm] = useState<Form>(empty);
  const [shown, setShown] = useState(false);
  const set = (patch: Partial<Form>) => setForm((f) => ({ ...f, ...patch }));
  const errors = planErrors(form, today);
  const invalid = Object.values(errors).some(Boolean);
  const show = (e: string | undefined, typed: string) => (shown || typed ? e : undefined);
  // Only packs in force can back a plan.
  const all = useCall('servicePack/queryServicePackList', { pageNo: 1, pageSize: 100 });
  const live = useMemo(() => all.data?.list.filter((x) => x.status === '1'), [all.data]);
  const packs = { ...all, data: live };
  const pack = packs.data?.find((p) => p.packCode === form.packCode);

  const save = async () => {
    setShown(true);
    if (invalid) return;
    const saved = await runAction(
      () =>
        savePlan({
          planName: form.planName.trim(),
          packCode: form.packCode,
          totalCount: Number(form.totalCount),
          startDate: form.startDate,
          endDate: form.endDate,
          ...(form.remark.trim() ? { remark: form.remark.trim() } : {}),
        }),
      { loadingText: '保存中…', success: '方案已保存' },
    );
    if (saved) {
      // The cached form starts empty next time.
      setForm({ ...empty, packCode: '' });
      setShown(false);
      void navigate(planHref(saved.planId), { replace: true });
    }
  };

  return (
    <div className="page">
      <Section title="方案信息">
        <TextField label="方案名称" value={form.planName} onValue={(v) => set({ planName: v })} error={show(errors.planName, form.planName)} maxLength={30} placeholder="如：第四季度尊享车主关怀" />
        <AsyncView query={packs} emptyText="本机构还没有生效的服务包，请先在服务包管理中新增">
          {(list) => (
            <PickerField label="服务包" value={form.packCode} options={list.map((p) => ({ value: p.packCode, label: `${p.packType === '2' ? '非车' : '车险'} · ${p.packName}` }))} onValue={(packCode) => set({ packCode })} error={show(errors.packCode, form.packCode)} />
          )}
        </AsyncView>
        {pack && (
          <p className="muted">
            {pack.items.map((i) => `${i.itemName}×${i.times}`).join('、')} · <Link href={packHref(pack)}>查看服务包</Link>
          </p>
        )}
        <TextField label="总份数" inputMode="numeric" value={form.totalCount} onValue={(v) => set({ totalCount: v.replace(/\D/g, '') })} error={show(errors.totalCount, form.totalCount)} hint="可分配给销售人员的份数" />
      </Section>
      <Section title="有效期">
        <DateTimeField label="开始日期" dateOnly days={400} min={`${today}T00:00`} value={form.startDate} onValue={(v) => set({ startDate: v })} error={show(errors.startDate, form.startDate)} />
        <DateTimeField label="结束日期" dateOnly days={730} min={`${form.startDate || today}T00:00`} value={form.endDate} onValue={(v) => set({ endDate: v })} error={show(errors.endDate, form.endDate)} />
        <Field label="说明" error={errors.remark}>
          <textarea className="field__input" rows={2} maxLength={200} value={form.remark} onChange={(e) => set({ remark: e.target.value })} placeholder="适用客户、赠送要求（选填）" />
        </Field>
      </Section>
      <ActionBar actions={[{ label: '保存方案', primary: true, onClick: () => void save() }]} />
    </div>
  );
}
