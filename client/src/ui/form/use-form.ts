import { useState } from 'react';
import { reasonOf, type Validation } from '../../../../shared/domain/result';

// The one form helper: a form's values, which fields the person has touched, whether they tried
// to submit, and each field's error, in one place. Rules are the shared validators
// (shared/domain: each returns { ok, reason } with the Chinese reason) or a function giving a
// reason or nothing. A field's reason shows once the person has typed in it or left it, or after
// a try to submit — never on a form they have not started; what they typed is never lost.

type Rule<V, K extends keyof V> = (value: V[K], values: V) => Validation<unknown> | string | null | undefined;
type Rules<V> = { [K in keyof V]?: Rule<V, K> };

export interface Form<V> {
  values: V;
  set<K extends keyof V>(name: K, value: V[K]): void;
  /** Marks a field as touched (on blur): its reason shows from now on. */
  touch(name: keyof V): void;
  /** The reason shown under a field now (touched or tried), else undefined. */
  error(name: keyof V): string | undefined;
  /** Every field's reason, shown or not. */
  errors: Partial<Record<keyof V, string>>;
  valid: boolean;
  tried: boolean;
  /** Props for a TextField-like input: value, onValue, onBlur, error. */
  field<K extends keyof V>(name: K): { value: V[K]; onValue: (v: V[K]) => void; onBlur: () => void; error: string | undefined };
  /** On submit: marks the form tried; runs `action` with the values only when every rule passes. */
  submit(action: (values: V) => unknown): boolean;
  /** A `<form onSubmit>` handler: the browser's own submission prevented, then submit(action). */
  onSubmit(action: (values: V) => unknown): (event: { preventDefault(): void }) => void;
  /** Starts again from these values (nothing touched, not tried). */
  reset(values: V): void;
}

function reasonFrom(result: Validation<unknown> | string | null | undefined): string | undefined {
  if (result === null || result === undefined || result === '') return undefined;
  if (typeof result === 'string') return result;
  return reasonOf(result) ?? undefined;
}

export function useForm<V extends object>(initial: V | (() => V), rules: Rules<V>): Form<V> {
  const [values, setValues] = useState<V>(initial);
  const [touched, setTouched] = useState<Partial<Record<keyof V, true>>>({});
  const [tried, setTried] = useState(false);
  const errors: Partial<Record<keyof V, string>> = {};
  for (const name of Object.keys(rules) as (keyof V)[]) {
    const rule = rules[name] as Rule<V, keyof V> | undefined;
    const reason = rule && reasonFrom(rule(values[name], values));
    if (reason) errors[name] = reason;
  }
  const valid = Object.keys(errors).length === 0;
  const touch = (name: keyof V) => setTouched((t) => (t[name] ? t : { ...t, [name]: true }));
  const set = <K extends keyof V>(name: K, value: V[K]) => {
    setValues((v) => ({ ...v, [name]: value }));
    touch(name);
  };
  const error = (name: keyof V) => (tried || touched[name] ? errors[name] : undefined);
  const submit = (action: (values: V) => unknown) => {
    setTried(true);
    if (!valid) return false;
    void action(values);
    return true;
  };
  return {
    values,
    set,
    touch,
    error,
    errors,
    valid,
    tried,
    field: (name) => ({ value: values[name], onValue: (v) => set(name, v), onBlur: () => touch(name), error: error(name) }),
    submit,
    onSubmit: (action) => (event) => {
      event.preventDefault();
      submit(action);
    },
    reset(next) {
      setValues(next);
      setTouched({});
      setTried(false);
    },
  };
}
