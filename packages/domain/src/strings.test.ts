import { describe, expect, it } from 'vitest';
import { MENU_BADGE_CAP, TOP_BAR_BADGE_CAP } from './limits';
import {
  RANDOM_STRING_ALPHABET,
  capBadge,
  cleanCartParameter,
  formatFileSize,
  formatStaffSpeed,
  formatTodayWork,
  invertHexColor,
  isValidCartTotal,
  parseBoolean,
  parseStaffQrValue,
  randomString,
  staffQrValue,
} from './strings';

describe('parseBoolean', () => {
  it('accepts true, false and their strings', () => {
    expect(parseBoolean(true)).toBe(true);
    expect(parseBoolean('true')).toBe(true);
    expect(parseBoolean(false)).toBe(false);
    expect(parseBoolean('false')).toBe(false);
  });

  it.each(['TRUE', 'False', '1', '0', '', 'yes', 1, 0, null, undefined, {}])(
    'refuses %j',
    (value) => {
      expect(parseBoolean(value)).toBeUndefined();
    },
  );
});

describe('capBadge', () => {
  it('shows counts up to the cap as they are', () => {
    expect(capBadge(1, TOP_BAR_BADGE_CAP)).toBe('1');
    expect(capBadge(9, TOP_BAR_BADGE_CAP)).toBe('9');
    expect(capBadge(99, MENU_BADGE_CAP)).toBe('99');
  });

  it('shows cap+ above the cap', () => {
    expect(capBadge(10, TOP_BAR_BADGE_CAP)).toBe('9+');
    expect(capBadge(100, MENU_BADGE_CAP)).toBe('99+');
    expect(capBadge(100, TOP_BAR_BADGE_CAP)).toBe('9+');
  });

  it('shows no badge for nothing', () => {
    expect(capBadge(0, TOP_BAR_BADGE_CAP)).toBeNull();
    expect(capBadge(-1, TOP_BAR_BADGE_CAP)).toBeNull();
    expect(capBadge(null, MENU_BADGE_CAP)).toBeNull();
    expect(capBadge(undefined, MENU_BADGE_CAP)).toBeNull();
    expect(capBadge(Number.NaN, MENU_BADGE_CAP)).toBeNull();
  });
});

describe('randomString', () => {
  it('has the default length of 10, or the length asked for', () => {
    expect(randomString()).toHaveLength(10);
    expect(randomString(1)).toHaveLength(1);
    expect(randomString(64)).toHaveLength(64);
    expect(randomString(0)).toBe('');
  });

  it('uses letters and digits without O', () => {
    expect(RANDOM_STRING_ALPHABET).not.toMatch(/[Oo]/);
    expect(RANDOM_STRING_ALPHABET).toHaveLength(60);
    const sample = Array.from({ length: 200 }, () => randomString(50)).join('');
    expect(sample).toMatch(/^[A-NP-Za-np-z0-9]+$/);
  });

  it('reaches the whole alphabet and differs between calls', () => {
    const sample = new Set(Array.from({ length: 400 }, () => randomString(50)).join(''));
    expect(sample.size).toBe(RANDOM_STRING_ALPHABET.length);
    expect(randomString()).not.toBe(randomString());
  });
});

describe('staff QR value', () => {
  it('takes the part after the first underscore as the staff id', () => {
    expect(parseStaffQrValue('STAFF_42')).toBe('42');
    expect(parseStaffQrValue(' OTB_a1b2 ')).toBe('a1b2');
    expect(parseStaffQrValue('STAFF_id_with_parts')).toBe('id_with_parts');
  });

  it('refuses values of the wrong format', () => {
    expect(parseStaffQrValue('42')).toBeNull();
    expect(parseStaffQrValue('STAFF_')).toBeNull();
    expect(parseStaffQrValue('_42')).toBeNull();
    expect(parseStaffQrValue('')).toBeNull();
    expect(parseStaffQrValue(null)).toBeNull();
  });

  it('round-trips the value it builds', () => {
    const id = '6f1c3a52-8d0e-4c71-9b6a-1f2e3d4c5b6a';
    expect(parseStaffQrValue(staffQrValue(id))).toBe(id);
  });
});

describe('cart helpers', () => {
  it('removes # and / from cart parameters', () => {
    expect(cleanCartParameter('#ab/c#d/')).toBe('abcd');
    expect(cleanCartParameter('plain-id')).toBe('plain-id');
  });

  it('accepts only numeric quantity totals', () => {
    expect(isValidCartTotal(3)).toBe(true);
    expect(isValidCartTotal('3')).toBe(true);
    expect(isValidCartTotal('three')).toBe(false);
    expect(isValidCartTotal('')).toBe(false);
    expect(isValidCartTotal(Number.NaN)).toBe(false);
    expect(isValidCartTotal(null)).toBe(false);
  });
});

describe('invertHexColor', () => {
  it('inverts 6 and 3 digit colours', () => {
    expect(invertHexColor('#000000')).toBe('#ffffff');
    expect(invertHexColor('ffffff')).toBe('#000000');
    expect(invertHexColor('#1a2B3c')).toBe('#e5d4c3');
    expect(invertHexColor('#f00')).toBe('#00ffff');
  });

  it('refuses anything else', () => {
    expect(invertHexColor('#ff')).toBeNull();
    expect(invertHexColor('red')).toBeNull();
  });
});

describe('formatFileSize', () => {
  it('uses units of 1024', () => {
    expect(formatFileSize(512)).toBe('512 B');
    expect(formatFileSize(1536)).toBe('1.5 KB');
    expect(formatFileSize(10240 * 1024)).toBe('10 MB');
    expect(formatFileSize(0)).toBe('0 B');
  });
});

describe('staff figures', () => {
  it('shows work of an hour or more in hours with 2 decimals', () => {
    expect(formatTodayWork(60)).toBe('1.00 hrs');
    expect(formatTodayWork(135)).toBe('2.25 hrs');
  });

  it('shows less than an hour as ~1 hr', () => {
    expect(formatTodayWork(59)).toBe('~1 hr');
    expect(formatTodayWork(0)).toBe('~1 hr');
  });

  it('shows speed with 1 decimal', () => {
    expect(formatStaffSpeed(2.345)).toBe('2.3 items/min');
    expect(formatStaffSpeed(Number.NaN)).toBe('0.0 items/min');
  });
});
