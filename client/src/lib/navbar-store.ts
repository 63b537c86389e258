import { signal } from '@preact/signals-react';
import type { NavbarMeta } from '../../../shared/routes/types';

// The navbar's shared settings (spec 000 §2): the route meta gives the defaults on every
// navigation, screens override them through setNavbar() while they are shown.

export interface NavTab {
  name: string;
  color?: string;
  /** "1" shows a red dot. */
  hasDot?: string;
  onClick?: () => void;
  active?: boolean;
}

export interface NavbarState extends Required<Pick<NavbarMeta, 'show' | 'fixed' | 'border' | 'leftArrow' | 'placeholder'>> {
  title: string;
  /** Tabs instead of the title text. */
  tabs?: readonly NavTab[];
  leftText?: string;
  rightText?: string;
  /** An icon glyph, or 'loading' for a spinner. */
  rightIcon?: string;
  zIndex: number;
  className?: string;
  doubleTab?: boolean;
  /** The avatar shown in double-tab mode. */
  avatar?: string;
  onClickLeft?: () => void;
  onClickRight?: () => void;
}

export const NAVBAR_DEFAULTS: Omit<NavbarState, 'title'> = {
  show: true,
  fixed: true,
  border: true,
  leftArrow: true,
  placeholder: true,
  zIndex: 10,
};

export const navbar = signal<NavbarState>({ ...NAVBAR_DEFAULTS, title: '' });

/** Reset the navbar from a route's meta (each navigation). */
export function navbarFromMeta(title: string, meta: NavbarMeta | false | undefined) {
  const m = meta === false ? { show: false } : (meta ?? {});
  navbar.value = {
    ...NAVBAR_DEFAULTS,
    ...Object.fromEntries(Object.entries(m).filter(([, v]) => v !== undefined)),
    title,
  };
}

/** A screen changes some settings; the rest stay. */
export function setNavbar(patch: Partial<NavbarState>) {
  navbar.value = { ...navbar.value, ...patch };
}
