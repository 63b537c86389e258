import type { InputHTMLAttributes, ReactNode } from 'react';

// Form fields with a label and the validator's Chinese reason under them (shared/domain
// validators return { ok, reason }).

export function Field({ label, error, hint, children }: { label: string; error?: string | undefined; hint?: string; children: ReactNode }) {
  return (
    <label className={`field${error ? ' field--error' : ''}`}>
      <span className="field__label">{label}</span>
      {children}
      {error ? (
        <span className="field__error" role="alert">
          {error}
        </span>
      ) : hint ? (
        <span className="field__hint">{hint}</span>
      ) : null}
    </label>
  );
}

export function TextField({
  label,
  error,
  hint,
  value,
  onValue,
  ...input
}: { label: string; error?: string | undefined; hint?: string; value: string; onValue: (v: string) => void } & Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange'>) {
  return (
    <Field label={label} error={error} {...(hint ? { hint } : {})}>
      <input className="field__input" value={value} onChange={(e) => onValue(e.target.value)} aria-invalid={error ? true : undefined} {...input} />
    </Field>
  );
}
