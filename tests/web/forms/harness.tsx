import { useState } from 'react';
import { Button } from '@chakra-ui/react';
import type { CompletedStep } from '../../../src/core/wizard/types';
import { StepForm } from '../../../src/web/forms/StepForm';
import { WizardRunner } from '../../../src/web/forms/WizardRunner';

/** A StepForm holding its value in state, with a Continue button. */
export function StepHarness({
  stepKey,
  initial,
  onValid,
  onValue,
  extraErrors,
}: {
  stepKey: string;
  initial: unknown;
  onValid?: (v: unknown) => void;
  onValue?: (v: unknown) => void;
  extraErrors?: object;
}) {
  const [value, setValue] = useState(initial);
  return (
    <StepForm
      stepKey={stepKey}
      value={value}
      onChange={(next) => {
        setValue(next);
        onValue?.(next);
      }}
      onSubmit={(next) => onValid?.(next)}
      extraErrors={extraErrors}
    >
      <Button type="submit">Continue</Button>
    </StepForm>
  );
}

export interface RunnerHarnessProps {
  wizardId: string;
  initial: unknown;
  onSave?: (stepId: string, value: unknown, action: string) => Promise<void>;
  initialCompleted?: CompletedStep[];
  onCompleted?: (steps: CompletedStep[]) => void;
  onValue?: (v: unknown) => void;
  extraErrors?: object;
}

/** A WizardRunner with its record and completed steps in state, as a page would hold them. */
export function RunnerHarness({ wizardId, initial, onSave, initialCompleted = [], onCompleted, onValue, extraErrors }: RunnerHarnessProps) {
  const [value, setValue] = useState(initial);
  const [completed, setCompleted] = useState<CompletedStep[]>(initialCompleted);
  return (
    <WizardRunner
      wizardId={wizardId}
      value={value}
      onChange={(next) => {
        setValue(next);
        onValue?.(next);
      }}
      onSave={onSave ?? (async () => {})}
      completedSteps={completed}
      onCompletedStepsChange={(steps) => {
        setCompleted(steps);
        onCompleted?.(steps);
      }}
      productName="starter"
      extraErrors={extraErrors}
    />
  );
}
