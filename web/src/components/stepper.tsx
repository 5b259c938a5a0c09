import type { ReactNode } from 'react';
import { WIZARD_SCREEN_TEXTS } from '../texts';
import './stepper.css';

export interface StepperStep {
  label: string;
  /** Fulfilled steps get a tick. */
  done: boolean;
  /** A link to the step, only where it may be opened (rendered by the caller's router link). */
  link?: (children: ReactNode) => ReactNode;
}

/**
 * Progress of a multi-step form: numbered steps with active and fulfilled marks; a step is a link
 * only where the caller allows it. The current step carries aria-current="step".
 */
export function Stepper({ steps, current, label = WIZARD_SCREEN_TEXTS.stepperLabel }: { steps: readonly StepperStep[]; current: number; label?: string }) {
  return (
    <nav className="es-stepper" aria-label={label}>
      <p className="govuk-caption-m es-stepper__caption">{WIZARD_SCREEN_TEXTS.stepOf(current + 1, steps.length)}</p>
      <ol className="es-stepper__list">
        {steps.map((s, i) => {
          const isCurrent = i === current;
          const state = isCurrent ? 'current' : s.done ? 'done' : 'todo';
          const content = (
            <>
              <span className="es-stepper__mark" aria-hidden="true">
                {s.done && !isCurrent ? '✓' : i + 1}
              </span>
              <span className="es-stepper__label">{s.label}</span>
              <span className="govuk-visually-hidden"> {isCurrent ? WIZARD_SCREEN_TEXTS.stepCurrent : s.done ? WIZARD_SCREEN_TEXTS.stepDone : ''}</span>
            </>
          );
          return (
            <li key={s.label} className={`es-stepper__step es-stepper__step--${state}`} aria-current={isCurrent ? 'step' : undefined}>
              {!isCurrent && s.link ? s.link(content) : <span className="es-stepper__text">{content}</span>}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
