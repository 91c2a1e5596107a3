import Ajv from 'ajv';
import { readFileSync, readdirSync } from 'node:fs';
const dir = '/work/main/schemas/record/';
const ajv = new Ajv({ strict: false, allErrors: true, removeAdditional: 'all' });
for (const f of readdirSync(dir)) { const s = JSON.parse(readFileSync(dir + f, 'utf8')); ajv.addSchema(s, 'record/' + f); }
const prospect = JSON.parse(readFileSync(dir + 'prospect.schema.json', 'utf8'));
const validate = ajv.getSchema('record/prospect.schema.json')!;
const paths = (v: unknown, p = ''): string[] => v && typeof v === 'object' ? Object.entries(v).flatMap(([k, x]) => paths(x, p + '.' + (Array.isArray(v) ? '*' : k))) : [p];
for (const f of readdirSync('/work/main/schemas/samples')) {
  const rec = JSON.parse(readFileSync('/work/main/schemas/samples/' + f, 'utf8'));
  const before = new Set(paths(rec));
  const copy = structuredClone(rec);
  validate(copy);
  const after = new Set(paths(copy));
  const lost = [...before].filter((p) => !after.has(p));
  console.log(f, 'lost', lost.length, lost.slice(0, 20));
}
