import { describe, expect, it } from 'vitest';
import { GROUP_CHAT_ENTRY, HOME_PATH } from '../../shared/routes/lists';
import { landingFor } from '../../client/src/lib/session/landing';

// Where a user goes after logging in (client/src/lib/session/landing.ts): staff go where they were
// going; an external customer too when it is one of their pages, else to their quotation page.

describe('landing after login', () => {
  it('staff go to the page they were going to', () => {
    expect(landingFor('qyUser', '/customer-info/customerInfo-detail?custId=C1', false)).toBe('/customer-info/customerInfo-detail?custId=C1');
  });

  it('a group-chat customer lands on the quotation they were sent, with its query', () => {
    const target = `${GROUP_CHAT_ENTRY}?quotationNo=Q2026440100000016`;
    expect(landingFor('externalUser', target, true)).toBe(target);
  });

  it('an external customer with no page of theirs to go to lands on the quotation page, not on 404', () => {
    expect(landingFor('externalUser', HOME_PATH, false)).toBe(GROUP_CHAT_ENTRY);
    expect(landingFor('externalUser', '/customer-info/customerInfo-detail?custId=C1', false)).toBe(GROUP_CHAT_ENTRY);
    // In a group chat only the quotation page is theirs.
    expect(landingFor('externalUser', '/robot/add-relation?chatId=X', true)).toBe(GROUP_CHAT_ENTRY);
    // Outside a group chat their robot pages are theirs.
    expect(landingFor('externalUser', '/robot/add-relation?chatId=X', false)).toBe('/robot/add-relation?chatId=X');
  });
});
