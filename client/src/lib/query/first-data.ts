import { FIRST_DATA_ELEMENT_ID, sameCall, type FirstAnswer, type FirstCall } from '../../../../shared/first-calls';

// The answers the BFF wrote into the page for the route it was opened on (shared/first-calls.ts).
// Read once, when a screen's first read asks; each answer is taken once and only while the page is
// fresh, so a later visit of the screen always asks the BFF.

const FRESH_MS = 30_000;

/** The page's document, if there is one (unit tests run this module without one; written without DOM types). */
interface PageElement {
  textContent: string | null;
  remove(): void;
}
const doc = () => (globalThis as { document?: { getElementById(id: string): PageElement | null } }).document;
let answers: FirstAnswer[] | undefined;

function inPage(): FirstAnswer[] {
  if (answers) return answers;
  const el = doc()?.getElementById(FIRST_DATA_ELEMENT_ID) ?? null;
  try {
    answers = el ? (JSON.parse(el.textContent ?? '') as FirstAnswer[]) : [];
  } catch {
    answers = [];
  }
  el?.remove();
  return answers;
}

/** The page's answer of this call, once; undefined when there is none (or the page is not fresh). */
export function takeFirstData(call: FirstCall): { data: unknown } | undefined {
  const list = inPage();
  if (list.length === 0) return undefined;
  if (performance.now() > FRESH_MS) {
    list.length = 0;
    return undefined;
  }
  const at = list.findIndex((a) => sameCall(a, call));
  if (at < 0) return undefined;
  const [taken] = list.splice(at, 1);
  return { data: taken!.data };
}

/** The page's answer of this call if there is one, else `ask()` (a loader's first page, home's work). */
export function fromPageOr<T>(call: FirstCall, ask: () => Promise<T>): Promise<T> {
  const first = takeFirstData(call);
  return first ? Promise.resolve(first.data as T) : ask();
}
