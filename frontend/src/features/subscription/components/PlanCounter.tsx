import { useId } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Minus, Plus } from 'lucide-react';
import { COUNTER_MAX } from '@fleetcheck/contracts';
import type { CounterName, PlanEditEvent } from '../../../machines';

interface PlanCounterProps {
  readonly counter: CounterName;
  readonly label: string;
  readonly value: number;
  readonly readOnly: boolean;
  /** Minus is disabled at 0 and while a quote loads (spec section 5). */
  readonly canDecrement: boolean;
  readonly onEdit: (event: PlanEditEvent) => void;
}

/** A counter card: minus, a typed input (digits only, at most 9999) and plus. */
export function PlanCounter({ counter, label, value, readOnly, canDecrement, onEdit }: PlanCounterProps) {
  const { t } = useLingui();
  const id = useId();
  return (
    <div className="plan-counter" data-counter={counter}>
      <label htmlFor={id} className="plan-counter__label">
        {label}
      </label>
      <div className="plan-counter__controls">
        <button
          type="button"
          className="button plan-counter__step"
          aria-label={t`Decrease ${label}`}
          disabled={readOnly || !canDecrement}
          onClick={() => onEdit({ type: 'COUNTER.DECREMENT', counter })}
        >
          <Minus aria-hidden="true" focusable="false" size={18} />
        </button>
        <input
          id={id}
          className="field__input plan-counter__input"
          type="text"
          inputMode="numeric"
          value={String(value)}
          readOnly={readOnly}
          onChange={(event) => onEdit({ type: 'COUNTER.INPUT', counter, value: event.target.value })}
        />
        <button
          type="button"
          className="button plan-counter__step"
          aria-label={t`Increase ${label}`}
          disabled={readOnly || value >= COUNTER_MAX}
          onClick={() => onEdit({ type: 'COUNTER.INCREMENT', counter })}
        >
          <Plus aria-hidden="true" focusable="false" size={18} />
        </button>
      </div>
    </div>
  );
}
