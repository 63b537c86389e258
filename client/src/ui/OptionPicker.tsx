import { useState } from 'react';
import { Column, PickerPopup, PickerShell } from './picker';

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
  hint?: string | undefined;
}

export function PickerField<T extends string>({ label, value, options, onValue, disabled = false, error, hint }: Props<T>) {
  const [open, setOpen] = useState(false);
  const shown = options.find((o) => o.value === value)?.label;
  return (
    <PickerShell label={label} text={shown} error={error} hint={hint} disabled={disabled} className="picker-field" onOpen={() => setOpen(true)}>
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
    </PickerShell>
  );
}

function OptionPopup<T extends string>({ title, value, options, onCancel, onConfirm }: { title: string; value: T; options: ReadonlyArray<PickerOption<T>>; onCancel: () => void; onConfirm: (v: T) => void }) {
  const [picked, setPicked] = useState<T>(value);
  return (
    <PickerPopup title={title} single onCancel={onCancel} onConfirm={() => onConfirm(picked)}>
      <Column label={title} options={options} value={picked} onPick={setPicked} />
    </PickerPopup>
  );
}
