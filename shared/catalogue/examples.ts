// The seeded demo values the catalogue's examples use. The demo's seed (demo/data/seed.ts) is
// deterministic, so these ids always exist there; one place, so a change of seed is one edit.
export const EX = {
  custId: 'C4400000001', // 刘芳, bound to 44010001
  custIdBound2: 'C4400000003', // bound to 44010001 (the unbinding example)
  taskId: 'TK440100010001', // 44010001's first task, on C4400000001
  piid: 'PI202600000001',
  registNo: 'RDAA2026440300000001',
  policyNo: 'PDAA2026440300000001',
  proposalNo: 'TDAA2026440300884744',
  quotationNo: 'Q2026440300000001',
  licenseNo: '粤A23049',
  frameNo: 'LSVWZ5UN6HU667448',
  idNumber: '44030319990718920X',
  unionId: 'oUNXi0q-qRjEyITzlvnPFi2GRpfa',
  externalUserId: 'wmKqCm1ldNSbpqUW8Q0SbCMZ6dU9fRxR',
} as const;
