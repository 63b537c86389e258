import { call } from '../../../lib/api';
import type { AnswerOf } from '../../../lib/api/names';
import { sendToChat, type OutMessage } from '../../../lib/send';
import { errorText } from '../../../ui';

// The smart business card's calls (spec 001 §7.9): the staff member's card, registering it,
// changing it; the claims-staff verification; and the card as it goes into a customer chat.

export type BusinessCard = AnswerOf<'mc/queryUserCodeInManagerInfo'>;
export type ManagerType = 'manager' | 'claimsAdvisor';
export const MANAGER_TYPE: Record<ManagerType, string> = { manager: '客户经理', claimsAdvisor: '理赔顾问' };

/** Spec 000 §8: the manager query's failure text means there is no card yet (register first). */
export const isNoCard = (err: unknown) => errorText(err).includes('请先注册');

export interface CardForm {
  managerType: ManagerType;
  managerName: string;
  mobile: string;
  title: string;
  expertiseAreas: string[];
  introduction: string;
}

export const registerCard = (f: CardForm) => call('mc/custManagerInfoRegister', { ...f }, { method: 'POST' });
export const updateCard = (f: Omit<CardForm, 'managerType'>) => call('mc/updateCustManagerInfo', { ...f }, { method: 'POST' });

/** Whether the signed-in staff member is claims staff (getUserMsg): only they may register as 理赔顾问. */
export const verifyClaimStaff = () => call('fwdapi/getUserMsg', {}, { method: 'POST' }).then((u) => u.isClaimStaff);

/** The card as a link card: it opens the staff member's public page (服务经理). */
export function cardMessage(card: BusinessCard): OutMessage {
  const url = new URL(`open-service-manager/SM${encodeURIComponent(card.userCode)}`, document.baseURI).href;
  return {
    kind: 'link',
    title: `${card.managerName}｜${card.title}`,
    desc: `${card.comName} · 电话 ${card.mobile}${card.expertiseAreaNames.length ? ` · 擅长${card.expertiseAreaNames.join('、')}` : ''}`,
    imgUrl: card.avatar,
    url,
  };
}

export const shareCard = (card: BusinessCard) => sendToChat(cardMessage(card));
