// The bench's peer: stock RJSF v6 with its own Chakra theme (@rjsf/chakra-ui) and validator, rendering
// the product's largest step as written in schemas/ (step.json, written by peer-build.ts). Nothing of
// the product's renderer is used. "Step" in the select mounts the form, as the studio's step select does.
import { StrictMode, useEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import Form from '@rjsf/chakra-ui';
import validator from '@rjsf/validator-ajv8';
import type { RJSFSchema, UiSchema } from '@rjsf/utils';

interface Step {
  title: string;
  schema: RJSFSchema;
  uiSchema: UiSchema;
}

function Peer() {
  const [step, setStep] = useState<Step>();
  const [shown, setShown] = useState(false);
  const [formData, setFormData] = useState<unknown>({});
  useEffect(() => {
    fetch('./step.json')
      .then((answer) => answer.json())
      .then(setStep);
  }, []);
  return (
    <main>
      <h1>{step?.title ?? 'Peer'}</h1>
      <label>
        Step{' '}
        <select disabled={!step} value={shown ? 'step' : ''} onChange={(event) => setShown(event.target.value === 'step')}>
          <option value="">none</option>
          <option value="step">step</option>
        </select>
      </label>
      {step && shown && (
        <div data-step="step">
          <Form schema={step.schema} uiSchema={step.uiSchema} validator={validator} formData={formData} onChange={({ formData: next }) => setFormData(next)} />
        </div>
      )}
    </main>
  );
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <ChakraProvider value={defaultSystem}>
      <Peer />
    </ChakraProvider>
  </StrictMode>,
);
