import type { InputHTMLAttributes, ReactNode } from 'react';

// Form fields with a label and the validator's Chinese reason under them (shared/domain
// validators return { ok, reason }).

/**
 * `as="div"` for a control that is a button opening a picker: inside a <label> the label's text
 * would become the button's name, hiding what the button shows.
 */
export function Field({ label, error, hint, children, as: Tag = 'label' }: { label: string; error?: string | undefined; hint?: string; children: ReactNode; as?: 'label' | 'div' }) {
  return (
    <Tag className={`field${error ? ' field--error' : ''}`}>
      <span className="field__label">{label}</span>
      {children}
      {error ? (
        <span className="field__error" role="alert">
          {error}
        </span>
      ) : hint ? (
        <span className="field__hint">{hint}</span>
      ) : null}
    </Tag>
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
