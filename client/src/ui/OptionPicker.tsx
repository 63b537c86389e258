import { useId, useState } from 'react';
import { Column } from './DateTimePicker';

// The one choice-from-a-list input (Vant-style picker): a field that shows the chosen option, and
// the bottom popup of the date-time picker with one column — tap an entry, 确定 to keep it. Used
// instead of the browser's native <select>, whose look depends on the phone.

export interface PickerOption<T extends string> {
  value: T;
  label: string;
}

interface Props<T extends string> {
  label: string;
  value: T;
  options: ReadonlyArray<PickerOption<T>>;
  onValue: (value: T) => void;
  disabled?: boolean;
  error?: string | undefined;
}

export function PickerField<T extends string>({ label, value, options, onValue, disabled = false, error }: Props<T>) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const shown = options.find((o) => o.value === value)?.label;
  return (
    <div className={`field${error ? ' field--error' : ''}`}>
      <span className="field__label" id={`${id}-label`}>
        {label}
      </span>
      <button
        type="button"
        className={`field__input dtp-field picker-field${shown ? '' : ' dtp-field--empty'}`}
        aria-labelledby={`${id}-label ${id}-value`}
        aria-haspopup="dialog"
        aria-invalid={error ? true : undefined}
        disabled={disabled}
        onClick={() => setOpen(true)}
      >
        <span id={`${id}-value`}>{shown ?? '请选择'}</span>
      </button>
      {error && (
        <span className="field__error" role="alert">
          {error}
        </span>
      )}
      {open && (
        <OptionPopup
          title={label}
          value={value}
          options={options}
          onCancel={() => setOpen(false)}
          onConfirm={(v) => {
            setOpen(false);
            if (v !== value) onValue(v);
          }}
        />
      )}
    </div>
  );
}

function OptionPopup<T extends string>({ title, value, options, onCancel, onConfirm }: { title: string; value: T; options: ReadonlyArray<PickerOption<T>>; onCancel: () => void; onConfirm: (v: T) => void }) {
  const [picked, setPicked] = useState<T>(value);
  return (
    <div className="dtp-mask" role="presentation" onClick={onCancel}>
      <div className="dtp" role="dialog" aria-modal="true" aria-label={title} onClick={(e) => e.stopPropagation()}>
        <div className="dtp__bar">
          <button type="button" className="btn btn--text" onClick={onCancel}>
            取消
          </button>
          <strong>{title}</strong>
          <button type="button" className="btn btn--text" onClick={() => onConfirm(picked)}>
            确定
          </button>
        </div>
        <div className="dtp__cols dtp__cols--one">
          <Column label={title} options={options} value={picked} onPick={setPicked} />
        </div>
      </div>
    </div>
  );
}
