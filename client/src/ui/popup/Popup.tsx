import { useRef, type ReactNode, type RefObject } from 'react';
import { useModal } from './use-modal';

// The one popup (Vant's Popup): a mask and a surface, at the bottom of the 480 px column (pickers,
// sheets; clear of the home indicator) or centred (dialogs). Tapping the mask, Escape or the
// caller's own 取消 close it; focus is trapped inside and returns to the opener; the page behind
// does not scroll (use-modal.ts). Render it only while open.

interface PopupProps {
  /** The accessible name, unless `labelledBy` names an element that shows it. */
  title: string;
  labelledBy?: string;
  describedBy?: string;
  onClose: () => void;
  position?: 'bottom' | 'center';
  /** alertdialog for a confirmation. */
  role?: 'dialog' | 'alertdialog';
  /** Whether a tap on the mask closes it (not for a form that would lose what was typed). */
  closeOnMask?: boolean;
  initialFocus?: RefObject<HTMLElement | null>;
  className?: string;
  children: ReactNode;
}

export function Popup({ title, labelledBy, describedBy, onClose, position = 'bottom', role = 'dialog', closeOnMask = true, initialFocus, className, children }: PopupProps) {
  const box = useRef<HTMLDivElement>(null);
  useModal(box, onClose, { initialFocus });
  return (
    <div className={`popup-mask popup-mask--${position}`} role="presentation" onClick={closeOnMask ? onClose : undefined}>
      <div
        ref={box}
        className={`popup popup--${position}${className ? ` ${className}` : ''}`}
        role={role}
        aria-modal="true"
        aria-label={labelledBy ? undefined : title}
        aria-labelledby={labelledBy}
        aria-describedby={describedBy}
        tabIndex={-1}
        onClick={(e) => e.stopPropagation()}
      >
        {children}
      </div>
    </div>
  );
}
