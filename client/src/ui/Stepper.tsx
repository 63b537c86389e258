// A whole-number stepper (−, the number, +) for counts: times of a service, gifts. The number
// can be typed too; it stays within min and max.

export function Stepper({ label, value, onValue, min = 1, max = 99 }: { label: string; value: number; onValue: (v: number) => void; min?: number; max?: number }) {
  const set = (v: number) => onValue(Math.min(max, Math.max(min, Number.isFinite(v) ? Math.round(v) : min)));
  return (
    <span className="stepper" role="group" aria-label={label}>
      <button type="button" className="stepper__btn" aria-label={`减少${label}`} disabled={value <= min} onClick={() => set(value - 1)}>
        −
      </button>
      <input className="stepper__input" inputMode="numeric" aria-label={label} value={value} onChange={(e) => set(Number(e.target.value.replace(/\D/g, '')) || min)} />
      <button type="button" className="stepper__btn" aria-label={`增加${label}`} disabled={value >= max} onClick={() => set(value + 1)}>
        +
      </button>
    </span>
  );
}
