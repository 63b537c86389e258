import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { Popup } from '../popup';

// The picker's two halves, shared by every picker of the kit (PickerField for a choice from a list,
// DateTimeField for a day and time): the field — a label, a button showing the choice (its name is
// the label and the choice, as seen), the validator's reason under it — and the bottom popup with
// 取消 / title / 确定 over snapping columns (Vant's Picker). Never the browser's native <select>.

export function PickerShell({ label, text, error, hint, disabled = false, className = '', children, onOpen }: { label: string; text: string | undefined; error?: string | undefined; hint?: string | undefined; disabled?: boolean; className?: string; children?: ReactNode; onOpen: () => void }) {
  const id = useId();
  // Laid out as a Field, but not inside a <label>: a tap in the popup would also press the field.
  return (
    <div className={`field${error ? ' field--error' : ''}`}>
      <span className="field__label" id={`${id}-label`}>
        {label}
      </span>
      <button
        type="button"
        className={`field__input dtp-field ${className}${text ? '' : ' dtp-field--empty'}`}
        aria-labelledby={`${id}-label ${id}-value`}
        aria-haspopup="dialog"
        aria-invalid={error ? true : undefined}
        disabled={disabled}
        onClick={onOpen}
      >
        <span id={`${id}-value`}>{text || '请选择'}</span>
      </button>
      {error ? (
        <span className="field__error" role="alert">
          {error}
        </span>
      ) : hint ? (
        <span className="field__hint">{hint}</span>
      ) : null}
      {children}
    </div>
  );
}

export function PickerPopup({ title, onCancel, onConfirm, single = false, children }: { title: string; onCancel: () => void; onConfirm: () => void; single?: boolean; children: ReactNode }) {
  return (
    <Popup title={title} onClose={onCancel} className="dtp">
      <div className="dtp__bar">
        <button type="button" className="btn btn--text" onClick={onCancel}>
          取消
        </button>
        <strong>{title}</strong>
        <button type="button" className="btn btn--text" onClick={onConfirm}>
          确定
        </button>
      </div>
      <div className={`dtp__cols${single ? ' dtp__cols--one' : ''}`}>{children}</div>
    </Popup>
  );
}

/** One column of the picker: a listbox that scrolls and snaps; a tap or ↑/↓ chooses. */
export function Column<T extends string | number>({ label, options, value, onPick }: { label: string; options: ReadonlyArray<{ value: T; label: string }>; value: T; onPick: (v: T) => void }) {
  const ref = useRef<HTMLUListElement>(null);
  // The chosen entry sits in the middle band, like a wheel's.
  useEffect(() => {
    const el = ref.current?.querySelector<HTMLElement>('[aria-selected="true"]');
    el?.scrollIntoView?.({ block: 'center' });
  }, [value]);
  const onKeyDown = (e: KeyboardEvent<HTMLUListElement>) => {
    const at = options.findIndex((o) => o.value === value);
    const next = e.key === 'ArrowDown' ? Math.min(options.length - 1, at + 1) : e.key === 'ArrowUp' ? Math.max(0, at - 1) : e.key === 'Home' ? 0 : e.key === 'End' ? options.length - 1 : -1;
    if (next < 0 || options.length === 0) return;
    e.preventDefault();
    onPick(options[next]!.value);
  };
  const chosen = options.find((o) => o.value === value);
  const id = useId();
  return (
    <ul ref={ref} className="dtp__col" role="listbox" aria-label={label} tabIndex={0} aria-activedescendant={chosen ? `${id}-${String(chosen.value)}` : undefined} onKeyDown={onKeyDown}>
      {options.map((o) => (
        <li key={o.value} id={`${id}-${String(o.value)}`} role="option" aria-selected={o.value === value} className={`dtp__opt${o.value === value ? ' is-active' : ''}`} onClick={() => onPick(o.value)}>
          {o.label}
        </li>
      ))}
    </ul>
  );
}
