import { EXPERTISE_AREA, has } from '../../shared/domain';
import { comNameOf } from '../data/orgs';
import type { DemoUser } from '../data/users';
import type { DemoState } from '../types';

// The "other" section's state (handlers/other.ts): the business card's own fields. The manager
// record a registration creates lives in demo/state/auth.ts (managers), which the smart-business-card
// check reads.

export interface CardExtra {
  expertiseAreas: string[];
  introduction: string;
  registered: boolean;
  updateTime: string | null;
}

export interface OtherTables {
  /** Business card fields by userCode. */
  cards: Map<string, CardExtra>;
}

const SEEDED_CARDS: Readonly<Record<string, Pick<CardExtra, 'expertiseAreas' | 'introduction'>>> = {
  '44010001': { expertiseAreas: ['1', '4'], introduction: '从业八年，专注车险与家财险，理赔全程协助。' },
  '44010002': { expertiseAreas: ['3', '1'], introduction: '理赔顾问，熟悉车险查勘定损流程，帮您快速结案。' },
  '51010004': { expertiseAreas: ['1', '6'], introduction: '扎根成都十年，车险、意外险一站式服务。' },
};

export const seed = (): OtherTables => ({
  cards: new Map(Object.entries(SEEDED_CARDS).map(([userCode, c]) => [userCode, { expertiseAreas: [...c.expertiseAreas], introduction: c.introduction, registered: false, updateTime: null }])),
});

/** A staff member's card fields (empty until registered, for staff without a seeded card). */
export function cardExtra(state: DemoState, user: DemoUser): CardExtra {
  let extra = state.other.cards.get(user.userCode);
  if (!extra) {
    extra = { expertiseAreas: [], introduction: '', registered: false, updateTime: null };
    state.other.cards.set(user.userCode, extra);
  }
  return extra;
}

type Manager = NonNullable<DemoUser['manager']>;
const MANAGER_TYPE: Readonly<Record<Manager['managerType'], string>> = { manager: '客户经理', claimsAdvisor: '理赔顾问' };

/** A staff member's business card as answered (the public card page shows it too). */
export function cardOf(state: DemoState, user: DemoUser, manager: Manager) {
  const extra = cardExtra(state, user);
  return {
    userCode: user.userCode,
    managerName: manager.managerName,
    managerType: manager.managerType,
    managerTypeName: MANAGER_TYPE[manager.managerType],
    mobile: manager.mobile,
    title: manager.title,
    comCode: user.comCode,
    comName: comNameOf(user.comCode),
    avatar: user.avatar,
    expertiseAreas: extra.expertiseAreas,
    expertiseAreaNames: extra.expertiseAreas.map((code) => (has(EXPERTISE_AREA, code) ? EXPERTISE_AREA[code] : code)),
    introduction: extra.introduction,
    registered: extra.registered,
    updateTime: extra.updateTime,
  };
}
