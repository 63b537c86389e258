import { call } from '../../../lib/api';
import { loadBaseInfo, loadTrading, loadVehicles } from './index';

// The AI information summary of a customer (spec 001 §7.8): the fields the summary is configured
// with (getInformationSummaryFields) filled from the customer's own data, one line per field.


export interface SummaryLine {
  fieldCode: string;
  fieldName: string;
  required: boolean;
  value: string;
}

export async function loadSummary(custId: string, signal: AbortSignal): Promise<{ name: string; custName: string; lines: SummaryLine[] }> {
  const [fields, base, cars, trading, reminders] = await Promise.all([
    call('fwdapi/yxxtaihub/informationSummary/getInformationSummaryFields', { summaryType: 'customer' }, { signal }),
    loadBaseInfo(custId, signal),
    loadVehicles(custId, signal),
    loadTrading(custId, signal),
    call('weixinRemindInfoSearch', { custId, pageNo: 1, pageSize: 5 }, { signal }),
  ]);
  const inForce = trading.policies.filter((p) => p.inForceStatus === '1');
  const values: Record<string, string> = {
    custName: base.name,
    customerStatus: base.customerStatusName ?? '—',
    vehicles: cars.list.map((v) => [v.licenseNo, v.brandName, v.modelName].filter(Boolean).join(' ')).join('；') || '无车辆信息',
    policies: inForce.map((p) => `${p.riskName}（${p.endDate.slice(0, 10)} 到期）`).join('；') || '无在保保单',
    claims: trading.claims.map((c) => `${c.registNo} ${c.statusName ?? ''}`.trim()).join('；') || '无理赔记录',
    reminders: reminders.list.map((r) => `${r.remindTypeName ?? r.remindType} ${r.remindDate.slice(0, 10)}`).join('；') || '无到期提醒',
    tags: (base.tags ?? []).join('、') || '无标签',
  };
  const lines = [...fields.fields]
    .sort((a, b) => a.sort - b.sort)
    .map((f) => ({ fieldCode: f.fieldCode, fieldName: f.fieldName, required: f.required, value: values[f.fieldCode] ?? '—' }));
  return { name: fields.summaryName, custName: base.name, lines };
}

export const summaryText = (lines: readonly SummaryLine[]) => lines.map((l) => `${l.fieldName}：${l.value}`).join('\n');
