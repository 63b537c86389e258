import type { DemoClaim, DemoCustomer, DemoDb, DemoPolicy, DemoQuotation, DemoTask, DemoVehicle } from './seed';

// Lookups over the seeded data. Linear scans: the data is small (a few thousand rows) and
// mutable, so no index has to be kept in step with the handlers' changes.

/** Plates, frame numbers and VINs as people type them: no spaces, upper-case letters. */
const norm = (s: string | undefined | null) => (s ?? '').replace(/\s+/g, '').toUpperCase();

export const customerById = (db: DemoDb, custId: string | undefined) =>
  custId ? db.customers.find((c) => c.custId === custId) : undefined;

export const customerByIdNumber = (db: DemoDb, idNumber: string | undefined) =>
  idNumber ? db.customers.find((c) => c.idNumber === norm(idNumber)) : undefined;

export const customerByMobile = (db: DemoDb, mobile: string | undefined) =>
  mobile ? db.customers.find((c) => c.mobile === mobile.trim()) : undefined;

export const customerByUnionId = (db: DemoDb, unionId: string | undefined) =>
  unionId ? db.customers.find((c) => c.unionId === unionId) : undefined;

export const customerByExternalUserId = (db: DemoDb, externalUserId: string | undefined) =>
  externalUserId ? db.customers.find((c) => c.externalUserId === externalUserId) : undefined;

/** Customers whose name contains the given text. */
export const customersByName = (db: DemoDb, name: string | undefined) =>
  name ? db.customers.filter((c) => c.name.includes(name.trim())) : [];

export const vehicleByLicenseNo = (db: DemoDb, licenseNo: string | undefined) =>
  licenseNo ? db.vehicles.find((v) => v.licenseNo === norm(licenseNo)) : undefined;

/** By frame number or VIN (the same 17 characters on the demo's cars). */
export const vehicleByFrameNo = (db: DemoDb, frameNo: string | undefined) =>
  frameNo ? db.vehicles.find((v) => v.frameNo === norm(frameNo) || v.vinNo === norm(frameNo)) : undefined;

export const vehiclesOf = (db: DemoDb, custId: string): DemoVehicle[] => db.vehicles.filter((v) => v.custId === custId);

export const customerByLicenseNo = (db: DemoDb, licenseNo: string | undefined): DemoCustomer | undefined =>
  customerById(db, vehicleByLicenseNo(db, licenseNo)?.custId);

export const customerByFrameNo = (db: DemoDb, frameNo: string | undefined): DemoCustomer | undefined =>
  customerById(db, vehicleByFrameNo(db, frameNo)?.custId);

export const policyByNo = (db: DemoDb, policyNo: string | undefined): DemoPolicy | undefined =>
  policyNo ? db.policies.find((p) => p.policyNo === policyNo.trim()) : undefined;

export const policiesOf = (db: DemoDb, custId: string): DemoPolicy[] => db.policies.filter((p) => p.custId === custId);

export const policiesByLicenseNo = (db: DemoDb, licenseNo: string | undefined): DemoPolicy[] =>
  licenseNo ? db.policies.filter((p) => p.licenseNo === norm(licenseNo)) : [];

export const policiesByFrameNo = (db: DemoDb, frameNo: string | undefined): DemoPolicy[] =>
  frameNo ? db.policies.filter((p) => p.frameNo === norm(frameNo)) : [];

export const claimByRegistNo = (db: DemoDb, registNo: string | undefined): DemoClaim | undefined =>
  registNo ? db.claims.find((c) => c.registNo === registNo.trim()) : undefined;

export const claimsOf = (db: DemoDb, custId: string): DemoClaim[] => db.claims.filter((c) => c.custId === custId);

export const remindersOf = (db: DemoDb, custId: string) => db.reminders.filter((r) => r.custId === custId);

export const complaintsOf = (db: DemoDb, custId: string) => db.complaints.filter((c) => c.custId === custId);

export const quotationsOf = (db: DemoDb, custId: string): DemoQuotation[] => db.quotations.filter((q) => q.custId === custId);

export const quotationByNoOrId = (db: DemoDb, key: string | undefined): DemoQuotation | undefined =>
  key ? db.quotations.find((q) => q.quotationNo === key.trim() || q.quotationId === key.trim()) : undefined;

export const taskById = (db: DemoDb, taskId: string | undefined): DemoTask | undefined =>
  taskId ? db.tasks.find((t) => t.taskId === taskId.trim()) : undefined;

export const taskByPiid = (db: DemoDb, piid: string | undefined): DemoTask | undefined =>
  piid ? db.tasks.find((t) => t.piid === piid.trim()) : undefined;

/**
 * Customers matching a free-text search: an exact ID number, mobile, plate or frame number, else
 * a name containing the text.
 */
export function searchCustomers(db: DemoDb, text: string | undefined): DemoCustomer[] {
  const q = (text ?? '').trim();
  if (!q) return [];
  const exact =
    customerByIdNumber(db, q) ?? customerByMobile(db, q) ?? customerByLicenseNo(db, q) ?? customerByFrameNo(db, q) ?? customerById(db, q);
  return exact ? [exact] : customersByName(db, q);
}

export const percent = (a: number, b: number) => (b === 0 ? 0 : Math.round((a / b) * 1000) / 10);

/** A staff member's book: bound customers, in-force policies and premium, motor renewals, tasks (reports, indicators). */
export function bookOf(db: DemoDb, userCode: string) {
  const mine = db.customers.filter((c) => c.bindUserCode === userCode);
  const ids = new Set(mine.map((c) => c.custId));
  const inForce = db.policies.filter((p) => ids.has(p.custId) && p.inForceStatus === '1');
  const motor = db.policies.filter((p) => ids.has(p.custId) && p.riskCode === 'DAA');
  return {
    mine,
    inForce,
    premium: Math.round(inForce.reduce((s, p) => s + p.premium, 0) * 100) / 100,
    wxBound: mine.filter((c) => c.wxBindStatus === '1').length,
    motor,
    renewed: motor.filter((p) => p.inForceStatus === '1').length,
    tasks: db.tasks.filter((t) => t.userCode === userCode),
  };
}
