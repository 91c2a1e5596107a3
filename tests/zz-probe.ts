import { loadBundle } from '/work/main/src/server/content/load-bundle';
import { registryOf } from '/work/main/src/server/domain/prospects';
import { declaredShape, withoutUndeclared } from '/work/main/src/server/domain/prospects/declared-shape';
import { recordTemplate } from '/work/main/src/core/schema/defaults';
import { readFileSync, readdirSync } from 'node:fs';
const bundle = await loadBundle('/work/main');
const registry = registryOf(bundle);
const shape = declaredShape(bundle, registry);
const check = (name: string, v: unknown) => { const dropped: string[] = []; withoutUndeclared(v, shape, dropped); console.log(name, dropped.slice(0, 40)); };
check('template', recordTemplate(bundle));
for (const f of readdirSync('/work/main/schemas/samples')) check(f, JSON.parse(readFileSync('/work/main/schemas/samples/' + f, 'utf8')));
const { filledRecord } = await import('/work/main/tests/server/helpers/filled-record');
check('filled', typeof filledRecord === 'function' ? (filledRecord as any)() : filledRecord);
const { sampleRecord } = await import('/work/main/src/core/schema/bundle-files');
for (const f of readdirSync('/work/main/schemas/samples')) { const s = JSON.parse(readFileSync('/work/main/schemas/samples/' + f, 'utf8')); const r = sampleRecord(s); check('S ' + f, f.includes('Signatory') ? { signatoryInfo: [r] } : r); }
