import { it } from 'vitest';
import { createRegistry } from '../../../src/core/schema/registry';
import { repoBundle } from '../../../tests/core/helpers/load-bundle';
import sample from '../../../schemas/samples/selectServices.json';
it('probe', async () => {
  const r = createRegistry(await repoBundle());
  const rec: any = structuredClone(sample);
  console.log('ok', JSON.stringify(r.validateValue('selectServices', { ...rec, _context: { editApplication: true } }, 'submit')));
  rec.accountInfo[0].expressTandC = false;
  console.log('tc submit', JSON.stringify(r.validateValue('selectServices', rec, 'submit').map(e=>[e.path,e.message])));
  console.log('tc draft', JSON.stringify(r.validateValue('selectServices', rec, 'draft').map(e=>[e.path,e.message])));
  console.log('steps', r.wizard('selectServices').steps.length);
});
