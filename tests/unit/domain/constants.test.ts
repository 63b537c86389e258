import { describe, expect, it } from 'vitest';
import * as C from '../../../shared/domain/constants';
import {
  DIRECT_ADMINISTERED_CITY,
  DIRECT_ADMINISTERED_CITY_CODES,
  isDirectAdministeredCity,
} from '../../../shared/domain/regions';
import {
  INSURANCE_KIND_GROUP,
  NON_VEHICLE_PATHS,
  insuranceKindGroupOf,
  modernNonVehiclePath,
  nonVehicleTargetOf,
} from '../../../shared/domain/insurance-kind';

describe('constants of spec 000 §9 and spec 001 §9', () => {
  it.each([
    ['Request timeout 60 s', C.REQUEST_TIMEOUT_MS, 60_000],
    ['Mass-send timeout 10 minutes', C.MASS_SEND_TIMEOUT_MS, 600_000],
    ['batch add by certificate number 5 minutes', C.BATCH_ADD_TIMEOUT_MS, 300_000],
    ['user fuzzy search 10 seconds', C.FUZZY_USER_SEARCH_TIMEOUT_MS, 10_000],
    ['re-login reload delay 800 ms', C.RELOGIN_RELOAD_DELAY_MS, 800],
    ['close-failure message delay 1 s', C.CLOSE_FAILURE_MESSAGE_DELAY_MS, 1_000],
    ['Switch cache 30 minutes', C.SWITCH_CACHE_TTL_MS, 1_800_000],
    ['local cache default validity 30 minutes', C.LOCAL_CACHE_TTL_MS, 1_800_000],
    ['id caches (task, customer, ID, piid, customer-user-code) 30 minutes', C.ID_CACHE_TTL_MS, 1_800_000],
    ['mobile-change skip window 24 hours', C.MOBILE_CHANGE_SKIP_WINDOW_MS, 86_400_000],
    ['News content cache holds at most 10 entries', C.NEWS_CONTENT_CACHE_SIZE, 10],
    ['Trade status reason call is debounced 500 ms', C.TRADE_STATUS_REASON_DEBOUNCE_MS, 500],
    ['Token wait: every 1 s', C.TOKEN_WAIT_INTERVAL_MS, 1_000],
    ['up to 10 tries', C.TOKEN_WAIT_TRIES, 10],
    ['Temporary media valid 3 days', C.TEMP_MEDIA_VALIDITY_MS, 259_200_000],
    ['Maximum page width 480px', C.MAX_PAGE_WIDTH_PX, 480],
    ['Slide transition 0.38 s', C.SLIDE_TRANSITION_S, 0.38],
    ['fixed bar top padding 0.9rem', C.FIXED_BAR_PADDING_REM, 0.9],
  ])('%s', (_text, actual, expected) => {
    expect(actual).toBe(expected);
  });

  it('Switch cache "default \'0\'" and the switch keys', () => {
    expect(C.SWITCH_DEFAULT_VALUE).toBe('0');
    expect(C.SWITCH_CACHE_KEY).toBe('wx_request_do');
    expect(C.SWITCH_CONFIG_TYPE).toBe('wx_temporarily_do');
    expect(C.CACHE_KEYS).toMatchObject({ taskIdCache: 'wx_taskidCache', idNumberCache: 'wx_IDNumberCache', config: 'cache-config', custInfo: 'cache-cust-info', mediasQueue: 'medias-queue' });
    expect(Object.values(C.SESSION_KEYS).sort()).toEqual(['app-type', 'bind-user-code', 'bind-wecom-type', 'multiple-wx', 'qyUserId', 'tmp-redirect-info', 'token', 'user-info']);
    expect(Object.values(C.COOKIE_NAMES).sort()).toEqual(['USER_TOKEN', 'WEIXIN_USERID', 'WEIXIN_USER_COMID']);
    expect(C.PERMISSION_CONFIG_CODES).toEqual({ smartBusinessCard: 'smart_business_card', sameMobile: 'check_wecom_phone_same_as_khyx' });
  });
});

describe('root font size', () => {
  it('"Root font sizes 64, 56.67, 50, 48, 42.67 and 37.33px at breakpoints 480, 425, 375, 360, 320 and 280px"', () => {
    const table = Object.fromEntries(C.ROOT_FONT_SIZE_BREAKPOINTS.map((r) => [r.maxWidthPx, r.fontSizePx]));
    expect(table).toEqual({ 480: 64, 425: 56.67, 375: 50, 360: 48, 320: 42.67, 280: 37.33 });
  });

  it.each([
    [1024, 64],
    [481, 64],
    [480, 64],
    [426, 64], // "64px above 425px"
    [425, 56.67],
    [414, 56.67],
    [376, 56.67],
    [375, 50],
    [361, 50],
    [360, 48],
    [321, 48],
    [320, 42.67],
    [281, 42.67],
    [280, 37.33], // "about 37px at 280px or less"
    [200, 37.33],
  ])('width %i px → %f px', (width, size) => {
    expect(C.rootFontSizeFor(width)).toBe(size);
  });

  it('each size is the breakpoint width / 7.5', () => {
    for (const row of C.ROOT_FONT_SIZE_BREAKPOINTS) expect(row.fontSizePx).toBeCloseTo(row.maxWidthPx / 7.5, 1);
  });

  it('a non-finite width gives the maximum size', () => {
    expect(C.rootFontSizeFor(Number.NaN)).toBe(64);
  });
});

describe('ForCS organisation', () => {
  it('"Customer endpoints switch to a newer variant for the organisation with comId 51000000"', () => {
    expect(C.FORCS_COM_ID).toBe('51000000');
    expect(C.usesForCS('51000000')).toBe(true);
    expect(C.usesForCS(51000000)).toBe(true);
    expect(C.usesForCS(' 51000000 ')).toBe(true);
  });
  it.each([['44000000'], ['5100000'], ['510000000'], [''], [null], [undefined]])('%s does not', (comId) => {
    expect(C.usesForCS(comId)).toBe(false);
  });
});

describe('direct-administered and separately-listed cities', () => {
  it('"110000, 120000, 210200, 310000, 330200, 350200, 370200, 440300, 500000"', () => {
    expect(DIRECT_ADMINISTERED_CITY_CODES).toEqual(['110000', '120000', '210200', '310000', '330200', '350200', '370200', '440300', '500000']);
    expect(DIRECT_ADMINISTERED_CITY['440300']).toBe('深圳市');
    for (const code of DIRECT_ADMINISTERED_CITY_CODES) expect(isDirectAdministeredCity(code)).toBe(true);
  });
  it.each([['440000'], ['210000'], ['330100'], [''], [null], [undefined], ['toString']])('%s is not one', (code) => {
    expect(isDirectAdministeredCity(code)).toBe(false);
  });
  it('accepts a numeric code', () => {
    expect(isDirectAdministeredCity(110000)).toBe(true);
  });
});

describe('insurance-kind link codes by group', () => {
  it.each([
    ['0', 'home property', ['JAH', 'JEB', 'JTN', 'JTC', 'JDM'], '/nonvehicle/homeProIns'],
    ['1', 'goods', ['YEJ', 'YXL'], '/nonvehicle/goodsinsurance'],
    ['2', 'liability', ['ZDB', 'ZFO', 'ZFG', 'ZID'], '/nonvehicle/liability'],
    ['3', 'accident/health', ['EAU', 'EDD', 'WDF', 'ECD', 'WB2'], '/nonvehicle/accidentIns'],
    ['4', 'portfolio', ['LAI', 'LDO'], '/nonvehicle/portfolio'],
  ] as const)('group %s (%s)', (group, _name, codes, path) => {
    const def = INSURANCE_KIND_GROUP[group];
    expect([...def.codes]).toEqual([...codes]);
    expect(def.path).toBe(path);
    expect(def.legacyPath).toMatch(/^\/prpall\/.+\/prepareQuery\.do$/);
    for (const code of codes) {
      expect(insuranceKindGroupOf(code)).toBe(group);
      expect(insuranceKindGroupOf(code.toLowerCase())).toBe(group);
      expect(nonVehicleTargetOf(code)).toBe(path);
      expect(nonVehicleTargetOf(code, { legacy: true })).toBe(def.legacyPath);
    }
    expect(modernNonVehiclePath(def.legacyPath)).toBe(path);
    expect(modernNonVehiclePath(`${def.legacyPath}?a=1`)).toBe(path);
  });

  it('no code is in two groups', () => {
    const all = Object.values(INSURANCE_KIND_GROUP).flatMap((g) => [...g.codes]);
    expect(new Set(all).size).toBe(all.length);
    expect(all).toHaveLength(18);
  });

  it('the five jump targets', () => {
    expect(NON_VEHICLE_PATHS).toEqual(['/nonvehicle/homeProIns', '/nonvehicle/goodsinsurance', '/nonvehicle/liability', '/nonvehicle/accidentIns', '/nonvehicle/portfolio']);
  });

  it('unknown codes give null', () => {
    expect(insuranceKindGroupOf('XYZ')).toBeNull();
    expect(insuranceKindGroupOf(null)).toBeNull();
    expect(nonVehicleTargetOf('')).toBeNull();
    expect(modernNonVehiclePath('/prpall/other/prepareQuery.do')).toBeNull();
    expect(modernNonVehiclePath(undefined)).toBeNull();
  });
});
