import { BINDING_SOURCE, CUSTOMER_STATUS, FOLLOW_STATUS, GENDER, TASK_TYPE, labelOf, maskPhone } from '../../shared/domain';
import { encryptId } from '../crypto';
import type { DemoCustomer, DemoPolicy, DemoTask } from './seed';
import { userByCode } from './users';

// How the upstream shows a seeded record (codes with their labels, copies not references): the
// customers and tasks handlers answer with these.

export const NO_CUSTOMER = '未查询到该客户信息';

export function customerView(c: DemoCustomer) {
  return {
    custId: c.custId,
    encryptCustId: encryptId('custId', c.custId),
    name: c.name,
    gender: c.gender,
    genderName: labelOf(GENDER, c.gender),
    idType: c.idType,
    idNumber: c.idNumber,
    birthday: c.birthday,
    age: c.age,
    mobile: maskPhone(c.mobile),
    address: c.address,
    occupation: c.occupation,
    customerStatus: c.customerStatus,
    customerStatusName: labelOf(CUSTOMER_STATUS, c.customerStatus),
    customerLevel: c.customerLevel,
    inForceStatus: c.inForceStatus,
    comId: c.comId,
    comCode: c.comCode,
    bindUserCode: c.bindUserCode,
    bindUserName: c.bindUserCode ? (userByCode(c.bindUserCode)?.name ?? null) : null,
    bindTime: c.bindTime,
    bindingSource: c.bindingSource,
    bindingSourceName: labelOf(BINDING_SOURCE, c.bindingSource),
    adviserCode: c.adviserCode,
    nonVehicleAdviserCode: c.nonVehicleAdviserCode,
    unionId: c.unionId,
    externalUserId: c.externalUserId,
    tags: [...c.tags],
  };
}

export const policyView = (p: DemoPolicy) => ({ ...p, coverages: p.coverages.map((k) => ({ ...k })) });

export const taskView = (t: DemoTask) => ({
  ...t,
  taskTypeName: labelOf(TASK_TYPE, t.taskType),
  followStatusName: labelOf(FOLLOW_STATUS, t.followStatus),
});
