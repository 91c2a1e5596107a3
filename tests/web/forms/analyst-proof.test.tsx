// The renderer half of the analyst proof: a change made only in JSON (a limit, a message, a step
// title) reaches the rendered wizard without touching code.
import { cpSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, sep } from 'node:path';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Bundle } from '../../../src/core/bundle';
import { recordTemplate } from '../../../src/core/schema/defaults';
import { createRegistry } from '../../../src/core/schema/registry';
import { RunnerHarness } from './harness';
import { renderWithProviders } from './render-form';

function readTree(root: string): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) walk(path);
      else if (name.endsWith('.json')) out[relative(root, path).split(sep).join('/')] = JSON.parse(readFileSync(path, 'utf8'));
    }
  };
  walk(root);
  return out;
}

function editJson(path: string, edit: (json: any) => void) {
  const json = JSON.parse(readFileSync(path, 'utf8'));
  edit(json);
  writeFileSync(path, JSON.stringify(json, null, 2));
}

let dir: string;
let bundle: Bundle;

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'analyst-proof-'));
  cpSync(join(process.cwd(), 'schemas'), join(dir, 'schemas'), { recursive: true });
  cpSync(join(process.cwd(), 'content'), join(dir, 'content'), { recursive: true });
  editJson(join(dir, 'schemas/defs/text.json'), (json) => {
    expect(json.$defs.companyName.maxLength).toBe(50);
    json.$defs.companyName.maxLength = 40;
  });
  editJson(join(dir, 'content/en/messages.json'), (json) => {
    json.keywords.required = '{field} must be given';
  });
  editJson(join(dir, 'content/en/wizards.json'), (json) => {
    json.companyInfo.companyDetails = 'About your company';
  });
  bundle = { schemas: readTree(join(dir, 'schemas')), content: readTree(join(dir, 'content')) };
});

afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('analyst proof, renderer half', () => {
  it('shows the new step title, the new message and the new 40-character limit', async () => {
    const registry = createRegistry(bundle);
    renderWithProviders(<RunnerHarness wizardId="companyInfo" initial={recordTemplate(bundle)} />, registry);
    expect(screen.getByRole('button', { name: /1\.\s*About your company/ })).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    const name = screen.getByLabelText('Company name');
    const errorText = () => document.getElementById(name.getAttribute('aria-describedby')!.split(' ')[0])?.textContent;
    expect(errorText()).toBe('Company name must be given');
    // live validation after the first Continue follows the typing once it pauses
    await userEvent.type(name, 'A'.repeat(41));
    await waitFor(() => expect(errorText()).toBe('Maximum 40 characters allowed'));
    await userEvent.type(name, '{Backspace}');
    await waitFor(() => expect(name).not.toHaveAttribute('aria-invalid'));
  }, 20_000);
});
