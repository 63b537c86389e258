import { call } from '../../../lib/api';
import type { AnswerOf, RequestOf } from '../../../lib/api/names';
import type { Page } from '../../../ui';

// This area's calls (ours: shared/catalogue/service-pack.ts), typed by the catalogue. The
// organisation and the staff member are filled by the BFF from the session.

export type ServicePack = AnswerOf<'servicePack/queryServicePackDetail'>;
export type ServiceItem = AnswerOf<'servicePack/queryPrpDictList'>['list'][number];
export type GroupingCode = AnswerOf<'servicePack/queryGroupingCodeDetail'>;
export type VehicleModel = AnswerOf<'servicePack/queryVehicleModel'>['list'][number];
import type { PackType } from '../../../parts/service-kind';

export type { PackType };

const opt = (signal?: AbortSignal) => (signal ? { signal } : {});

export const loadPacks = (packType: PackType | '', pageNo: number, pageSize: number, signal?: AbortSignal): Promise<Page<ServicePack>> =>
  call(
    'servicePack/queryServicePackList',
    { ...(packType ? { packType } : {}), pageNo, pageSize },
    opt(signal),
  );

export const loadPack = (packCode: string, signal?: AbortSignal) =>
  call('servicePack/queryServicePackDetail', { packCode }, opt(signal));

/** A pack and the dictionary of its kind of items (what each item is). */
export async function loadPackItems(packCode: string, signal: AbortSignal) {
  const pack = await loadPack(packCode, signal);
  const dict = await loadDict(pack.packType === '2' ? '2' : '1', '', '', signal);
  return { pack, dict };
}

export const loadDict = (packType: PackType, category: string, keyword: string, signal?: AbortSignal) =>
  call(
    'servicePack/queryPrpDictList',
    { packType, ...(category ? { category } : {}), ...(keyword ? { keyword } : {}) },
    opt(signal),
  ).then((a) => a.list);

export const savePack = (fields: RequestOf<'servicePack/saveServicePack'>) =>
  call('servicePack/saveServicePack', fields, { method: 'POST' });

export const loadGroups = (packType: PackType, pageNo: number, pageSize: number, signal?: AbortSignal): Promise<Page<GroupingCode>> =>
  call('servicePack/queryGroupingCodeList', { packType, pageNo, pageSize }, opt(signal));

export const saveGroup = (fields: RequestOf<'servicePack/saveGroupingCode'>) =>
  call('servicePack/saveGroupingCode', fields, { method: 'POST' });

export const loadModels = (fields: { keyword?: string; modelCodes?: string }, pageNo: number, pageSize: number, signal?: AbortSignal): Promise<Page<VehicleModel>> =>
  call('servicePack/queryVehicleModel', { ...fields, pageNo, pageSize }, opt(signal));
