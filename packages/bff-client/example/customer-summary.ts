import { BffError, createBffClient, unwrap, type BffClient } from '../src/index.js';

// An example internal app: a claims portal's server shows a customer's portrait and insured items
// for the staff member signed in through the insurer's SSO. It holds that member's upstream token
// and its own app key (granted section 7.3 in INTERNAL_APPS), and calls the BFF with the typed client.
//
//   BFF_URL=https://wecom.insurer.cn APP_KEY=… STAFF_TOKEN=… npx tsx packages/bff-client/example/customer-summary.ts C4400000001

export interface CustomerSummary {
  custId: string;
  name: string;
  /** Masked by the BFF (e.g. 1380****001): a full mobile needs the audited reveal call. */
  mobile: string | undefined;
  policies: number;
  insuredItems: number;
}

export async function customerSummary(bff: BffClient, custId: string): Promise<CustomerSummary> {
  // Both calls at once; each answer is unwrapped into its typed data (or throws a BffError).
  const [portrait, insured] = await Promise.all([
    unwrap(bff.GET('/api/weixinCustPortraitDetail', { params: { query: { custId } } })),
    unwrap(bff.GET('/api/weixinCustInsureDetail', { params: { query: { custId } } })),
  ]);
  return {
    custId: portrait.custId,
    name: portrait.name,
    mobile: portrait.mobile,
    policies: portrait.portrait.policyCount,
    insuredItems: insured.list?.length ?? 0,
  };
}

if (process.argv[1]?.endsWith('customer-summary.ts')) {
  const bff = createBffClient({ baseUrl: process.env.BFF_URL ?? 'http://127.0.0.1:3000', appKey: process.env.APP_KEY ?? '', token: process.env.STAFF_TOKEN ?? '' });
  try {
    console.log(await customerSummary(bff, process.argv[2] ?? 'C4400000001'));
  } catch (err) {
    if (err instanceof BffError) console.error(`BFF refused: ${err.status} ${err.code} ${err.message} (request ${err.requestId})`);
    else throw err;
    process.exitCode = 1;
  }
}
