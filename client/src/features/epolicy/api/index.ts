import { call } from '../../../lib/api';

// The e-policy pages' calls (public: white-list calls only).

/** The customer's e-policy by policy number and the last 6 characters of the insured's ID number. */
export const findEPolicy = (code: string, idNoTail: string) => call('queryEPolicyByCodeAndIdNo', { code, idNo: idNoTail });
