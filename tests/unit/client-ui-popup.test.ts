// @vitest-environment happy-dom
import { createElement, type FunctionComponent, type ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { $, click, focused, mount, press, win, type El } from '../helpers/dom';

// The kit's popup (client/src/ui/popup): a modal surface that keeps the keyboard inside, closes on
// Escape or a tap on the mask, stops the page behind from scrolling and gives the focus back.

interface PopupProps {
  title: string;
  onClose: () => void;
  position?: 'bottom' | 'center';
  children?: ReactNode;
}
const POPUP: string = '../../client/src/ui/popup';
const { Popup } = (await import(/* @vite-ignore */ POPUP)) as { Popup: FunctionComponent<PopupProps> };

const sheet = (onClose: () => void, title = '选择客户') =>
  createElement(Popup, { title, onClose }, createElement('button', { type: 'button' }, '取消'), createElement('input', { 'aria-label': '姓名' }), createElement('button', { type: 'button' }, '确定'));

let opener: El | undefined;
afterEach(() => opener?.remove());

async function openFromButton(onClose: () => void) {
  const button = win.document.createElement('button');
  win.document.body.appendChild(button);
  button.focus();
  opener = button;
  return mount(sheet(onClose));
}

describe('Popup', () => {
  it('is a modal dialog named by its title, at the bottom, with the focus inside', async () => {
    const view = await openFromButton(() => {});
    const dialog = $('[role="dialog"]');
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(dialog.getAttribute('aria-label')).toBe('选择客户');
    expect(dialog.getAttribute('class')).toContain('popup--bottom');
    expect(focused()?.textContent).toBe('取消');
    await view.unmount();
  });

  it('keeps Tab and Shift+Tab inside: past the last it goes to the first, before the first to the last', async () => {
    const view = await openFromButton(() => {});
    const dialog = $('[role="dialog"]');
    const [first, , last] = Array.from(dialog.querySelectorAll('button, input'));
    last!.focus();
    await press(last!, 'Tab');
    expect(focused()).toBe(first);
    await press(first!, 'Tab', { shiftKey: true });
    expect(focused()).toBe(last);
    await view.unmount();
  });

  it('closes on Escape and on a tap on the mask, not on a tap inside', async () => {
    const onClose = vi.fn();
    const view = await openFromButton(onClose);
    await click($('[role="dialog"] input'));
    expect(onClose).not.toHaveBeenCalled();
    await press(focused()!, 'Escape');
    expect(onClose).toHaveBeenCalledTimes(1);
    await click($('.popup-mask'));
    expect(onClose).toHaveBeenCalledTimes(2);
    await view.unmount();
  });

  it('locks the page scroll while open and gives the focus back to the opener when closed', async () => {
    const view = await openFromButton(() => {});
    expect(win.document.documentElement.hasAttribute('data-scroll-lock')).toBe(true);
    await view.unmount();
    expect(win.document.documentElement.hasAttribute('data-scroll-lock')).toBe(false);
    expect(focused()).toBe(opener);
  });

  it('answers Escape only in the topmost popup (a confirmation over a picker closes first)', async () => {
    const under = vi.fn();
    const over = vi.fn();
    const below = await mount(sheet(under, '选择客户'));
    const above = await mount(sheet(over, '请确认'));
    await press(focused()!, 'Escape');
    expect(over).toHaveBeenCalledTimes(1);
    expect(under).not.toHaveBeenCalled();
    await above.unmount();
    expect(win.document.documentElement.hasAttribute('data-scroll-lock')).toBe(true);
    await press(focused() ?? win.document.body, 'Escape');
    expect(under).toHaveBeenCalledTimes(1);
    await below.unmount();
    expect(win.document.documentElement.hasAttribute('data-scroll-lock')).toBe(false);
  });
});
