// A screen's first calls, known from its route and URL before any of its code has run. The BFF
// answers them inside the page it serves to a signed-in staff member (server/plugins/first-data.ts),
// and the screen's reads take those answers once (client/src/lib/query/first-data.ts) instead of
// asking the BFF after the code has loaded and rendered: on a phone that is one round trip and a
// render saved from the first data. Each call goes through the BFF's own route as the screen's
// request would (session, data permission, masking, limits); a call that fails is left out and the
// screen asks for it itself.

export const FIRST_DATA_ELEMENT_ID = 'bff-first-data';

export interface FirstCall {
  name: string;
  method: 'GET' | 'POST';
  fields: Record<string, string | number>;
}

/** A first call with the answer's data, as the BFF wrote it into the page. */
export interface FirstAnswer extends FirstCall {
  data: unknown;
}

/** The task types of the home page's tabs (TASK_TYPE: to-do, done, non-vehicle to-do and done). */
export const TASK_TABS = ['2', '3', '6', '7'] as const;

/** The home page's work: the pending reservations, then the tasks of each tab. */
export const MY_WORK_CALLS: FirstCall[] = [
  { name: 'fwdapi/queryReservation', method: 'POST', fields: { pageNo: 1, pageSize: 100 } },
  ...TASK_TABS.map((taskType): FirstCall => ({ name: 'weixinCustMainQuery', method: 'POST', fields: { taskType, pageNo: 1, pageSize: 100 } })),
];

/** The article list's page size, and the fields of one of its pages (client/src/features/content). */
export const NEWS_PAGE_SIZE = 10;
export const newsPageFields = (categoryId: string, keyword: string, pageNo: number, pageSize: number): Record<string, string | number> => ({
  pageNo,
  pageSize,
  ...(categoryId ? { categoryId } : {}),
  ...(keyword ? { keyword } : {}),
});

/** By route name: the calls its screen makes first, from the page's query. */
export const FIRST_CALLS: Readonly<Record<string, (query: Readonly<Record<string, string>>) => FirstCall[]>> = {
  CustomerHomePage: () => [...MY_WORK_CALLS, { name: 'queryHomeConfig', method: 'GET', fields: {} }],
  // The article list: its categories and the first page of the category and search in the URL.
  Articles: ({ cat, q }) => [
    { name: 'queryMpNewsCategory', method: 'GET', fields: {} },
    { name: 'queryMpNews', method: 'GET', fields: newsPageFields(cat ?? '', q ?? '', 1, NEWS_PAGE_SIZE) },
  ],
  // A customer's page: the profile, status and value, and the policy summary of its first tab.
  CustomerInfoDetail: ({ custId }) =>
    custId ? ['weixinCustPortraitDetail', 'weixinCustStatusSearch', 'weixinCustValueInfoSearch', 'weixinPlysumSearch'].map((name): FirstCall => ({ name, method: 'GET', fields: { custId } })) : [],
};

/** The same call: name, method and fields (their order aside; numbers and their text alike). */
export function sameCall(a: FirstCall, b: FirstCall): boolean {
  if (a.name !== b.name || a.method !== b.method) return false;
  const keys = Object.keys(a.fields).filter((k) => a.fields[k] !== undefined);
  if (keys.length !== Object.keys(b.fields).filter((k) => b.fields[k] !== undefined).length) return false;
  return keys.every((k) => b.fields[k] !== undefined && String(a.fields[k]) === String(b.fields[k]));
}
