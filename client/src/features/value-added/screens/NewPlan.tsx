import { useMemo } from 'react';
import { Link } from 'wouter';
import { validateWholeNumber } from '../../../../../shared/domain/numbers';
import { startOfDay } from '../../../../../shared/domain/today';
import { navigate } from '../../../lib/navigation/navigation';
import { ActionBar, AsyncView, DateTimeField, Field, runAction, Section, TextField, PickerField, useForm, useParam } from '../../../ui';
import { useCall } from '../../../lib/query/use-call';
import { savePlan } from '../api';
import { packHref } from '../../../parts/service-kind';
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

/** The plan's checks (useForm rules); `today` bounds the end date. */
function planRules(today: string) {
  return {
    planName: (v: string) => (v.trim().length < 2 || v.trim().length > 30 ? '方案名称须为 2–30 个字' : null),
    packCode: (v: string) => (v ? null : '请选择服务包'),
    totalCount: (v: string) => validateWholeNumber(v, { label: '总份数', min: 1, max: 100_000 }),
    startDate: (v: string) => (v ? null : '请选择开始日期'),
    endDate: (v: string, f: Form) => (!v ? '请选择结束日期' : f.startDate && v < f.startDate ? '结束日期不能早于开始日期' : v < today ? '结束日期不能早于今天' : null),
    remark: (v: string) => (v.length > 200 ? '说明不能超过 200 字' : null),
  };
}

export default function NewPlan() {
  const fromPack = useParam('packCode');
  const today = startOfDay().format('YYYY-MM-DD');
  const empty: Form = { planName: '', packCode: fromPack, totalCount: '', startDate: today, endDate: '', remark: '' };
  const form = useForm<Form>(empty, planRules(today));
  const { values } = form;
  // Only packs in force can back a plan.
  const all = useCall('servicePack/queryServicePackList', { pageNo: 1, pageSize: 100 });
  const live = useMemo(() => all.data?.list.filter((x) => x.status === '1'), [all.data]);
  const packs = { ...all, data: live };
  const pack = packs.data?.find((p) => p.packCode === values.packCode);

  const save = async (f: Form) => {
    const saved = await runAction(
      () =>
        savePlan({
          planName: f.planName.trim(),
          packCode: f.packCode,
          totalCount: Number(f.totalCount),
          startDate: f.startDate,
          endDate: f.endDate,
          ...(f.remark.trim() ? { remark: f.remark.trim() } : {}),
        }),
      { loadingText: '保存中…', success: '方案已保存' },
    );
    if (saved) {
      // The cached form starts empty next time.
      form.reset({ ...empty, packCode: '' });
      void navigate(planHref(saved.planId), { replace: true });
    }
  };

  return (
    <div className="page">
      <Section title="方案信息">
        <TextField label="方案名称" {...form.field('planName')} maxLength={30} placeholder="如：第四季度尊享车主关怀" />
        <AsyncView query={packs} emptyText="本机构还没有生效的服务包，请先在服务包管理中新增">
          {(list) => (
            <PickerField label="服务包" value={values.packCode} onValue={(v) => form.set('packCode', v)} error={form.error('packCode')} options={list.map((p) => ({ value: p.packCode, label: `${p.packType === '2' ? '非车' : '车险'} · ${p.packName}` }))} />
          )}
        </AsyncView>
        {pack && (
          <p className="muted">
            {pack.items.map((i) => `${i.itemName}×${i.times}`).join('、')} · <Link href={packHref(pack)}>查看服务包</Link>
          </p>
        )}
        <TextField label="总份数" inputMode="numeric" {...form.field('totalCount')} onValue={(v) => form.set('totalCount', v.replace(/\D/g, ''))} hint="可分配给销售人员的份数" />
      </Section>
      <Section title="有效期">
        <DateTimeField label="开始日期" dateOnly days={400} min={`${today}T00:00`} value={values.startDate} onValue={(v) => form.set('startDate', v)} error={form.error('startDate')} />
        <DateTimeField label="结束日期" dateOnly days={730} min={`${values.startDate || today}T00:00`} value={values.endDate} onValue={(v) => form.set('endDate', v)} error={form.error('endDate')} />
        <Field label="说明" error={form.error('remark')}>
          <textarea className="field__input" rows={2} maxLength={200} value={values.remark} onChange={(e) => form.set('remark', e.target.value)} onBlur={() => form.touch('remark')} placeholder="适用客户、赠送要求（选填）" />
        </Field>
      </Section>
      <ActionBar actions={[{ label: '保存方案', primary: true, onClick: () => form.submit(save) }]} />
    </div>
  );
}
