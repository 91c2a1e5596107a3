import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Bundle } from '../../src/core/bundle';
import { checkSchemas, formatProblem } from '../../src/core/schema/check';
import { copyOfRepo, editJson, repoBundle, repoRoot, withFile } from './helpers/load-bundle';

const DETAILS = 'steps/companyInfo/companyDetails.schema.json';
const DETAILS_UI = 'steps/companyInfo/companyDetails.ui.json';
const CHANNELS_UI = 'steps/selectServices/channels.ui.json';
const KYC_UI = 'steps/selectServices/kycAnnexure.ui.json';

describe('schema check', () => {
  let bundle: Bundle;
  beforeAll(async () => {
    bundle = await repoBundle();
  });

  const only = (broken: Bundle) => checkSchemas(broken).map(formatProblem);

  it('finds nothing wrong in the repository', () => {
    expect(checkSchemas(bundle)).toEqual([]);
  });

  it.each<[string, (b: Bundle) => Bundle, string]>([
    [
      'a $ref that does not resolve',
      (b) =>
        withFile(b, 'schemas', DETAILS, (s) => ((s.properties.organizationInfo.properties.companyName.$ref = '../../defs/text.json#/$defs/companyNam'), s)),
      'schemas/steps/companyInfo/companyDetails.schema.json at properties.organizationInfo.properties.companyName: the reference "../../defs/text.json#/$defs/companyNam" leads nowhere',
    ],
    [
      'a wizard naming a missing step file',
      (b) => withFile(b, 'schemas', 'wizards/companyInfo.json', (w) => ((w.steps[1].step = 'steps/companyInfo/industries'), w)),
      'schemas/wizards/companyInfo.json at steps.1.step: the step file schemas/steps/companyInfo/industries.schema.json does not exist',
    ],
    [
      'two steps of a wizard with one id (applications remember steps by id)',
      (b) => withFile(b, 'schemas', 'wizards/companyInfo.json', (w) => ((w.steps[2].id = 'industry'), w)),
      'schemas/wizards/companyInfo.json at steps.2.id: the step id "industry" is twice in this wizard: each step needs an id of its own, which applications remember it by',
    ],
    [
      'an overview fact whose label has no words',
      (b) => withFile(b, 'schemas', 'rules/agents.json', (r) => ((r.overviewFacts[1].labelKey = 'overview.licenceNumber'), r)),
      'schemas/rules/agents.json at overviewFacts.1.labelKey: the label key "overview.licenceNumber" is not in content/en/agent.json',
    ],
    [
      'a value no step shows whose label has no words',
      (b) => withFile(b, 'schemas', 'rules/agents.json', (r) => ((r.trail.unshownFields.state.labelKey = 'trail.fields.stage'), r)),
      'schemas/rules/agents.json at trail.unshownFields.state.labelKey: the label key "trail.fields.stage" is not in content/en/agent.json',
    ],
    [
      'a value no step shows worded by a datalist that does not exist',
      (b) => withFile(b, 'schemas', 'rules/agents.json', (r) => ((r.trail.unshownFields['accountInfo.*.branchId'].datalist = 'branch'), r)),
      'schemas/rules/agents.json at trail.unshownFields.accountInfo.*.branchId.datalist: there is no datalist content/datalists/branch.json',
    ],
    [
      'a value no step shows worded by words that do not exist',
      (b) => withFile(b, 'schemas', 'rules/agents.json', (r) => ((r.trail.unshownFields.state.words = 'agent:trail.values.states.{value}'), r)),
      'schemas/rules/agents.json at trail.unshownFields.state.words: the words "agent:trail.values.states.{value}" are not in content/en/agent.json',
    ],
    [
      'a screening check whose name has no words',
      (b) => withFile(b, 'schemas', 'rules/screening.json', (r) => ((r.checks[2].nameKey = 'blacklist.title'), r)),
      'schemas/rules/screening.json at checks.2.nameKey: the words key "blacklist.title" is not in content/en/screening.json',
    ],
    [
      'a screening outcome whose reason has no words',
      (b) => withFile(b, 'schemas', 'rules/screening.json', (r) => ((r.checks[0].outcome.reasonNotesKey = 'dedupe.reason'), r)),
      'schemas/rules/screening.json at checks.0.outcome.reasonNotesKey: the words key "dedupe.reason" is not in content/en/screening.json',
    ],
    [
      'a step without its ui file',
      (b) => withFile(b, 'schemas', DETAILS_UI, () => undefined),
      'schemas/steps/companyInfo/companyDetails.schema.json: the step has no UI file schemas/steps/companyInfo/companyDetails.ui.json',
    ],
    [
      'an unknown widget',
      (b) => withFile(b, 'schemas', DETAILS_UI, (u) => ((u.organizationInfo.companyName['ui:widget'] = 'fancyText'), u)),
      'schemas/steps/companyInfo/companyDetails.ui.json at organizationInfo.companyName.ui:widget: the widget "fancyText" is not one the forms know',
    ],
    [
      'a datalist without a file (ui)',
      (b) => withFile(b, 'schemas', DETAILS_UI, (u) => ((u.orgKYCDetails.companyCategory['ui:options'].datalist = 'categories'), u)),
      'schemas/steps/companyInfo/companyDetails.ui.json at orgKYCDetails.companyCategory.ui:options.datalist: the list "categories" has no file content/datalists/categories.json',
    ],
    [
      'a datalist without a file (schema)',
      (b) => withFile(b, 'content', 'datalists/companyCategories.json', () => undefined),
      'schemas/steps/companyInfo/companyDetails.schema.json at properties.orgKYCDetails.properties.companyCategory.datalist: the list "companyCategories" has no file',
    ],
    [
      'a ui:when reading a context fact no page gives',
      (b) =>
        withFile(
          b,
          'schemas',
          CHANNELS_UI,
          (u) => ((u.accountInfo.items.debitCardApplied['ui:when'][0].if.properties._context.properties = { cardOk: {} }), u),
        ),
      'schemas/steps/selectServices/channels.ui.json at accountInfo.items.debitCardApplied.ui:when.0.if: the condition reads "cardOk" at _context, which is no fact the pages give',
    ],
    [
      'a ui:when naming no part of an application',
      (b) => withFile(b, 'schemas', KYC_UI, (u) => ((u.applicantInfo.roCode['ui:when'][0].if.required = ['kycAnnex']), u)),
      'schemas/steps/selectServices/kycAnnexure.ui.json at applicantInfo.roCode.ui:when.0.if: the condition names "kycAnnex", which is no part of an application or a person',
    ],
    [
      'a ui:when entry with a misspelt branch',
      (b) => withFile(b, 'schemas', KYC_UI, (u) => ((u.applicantInfo.roCode['ui:when'][0].than = u.applicantInfo.roCode['ui:when'][0].then), u)),
      'schemas/steps/selectServices/kycAnnexure.ui.json at applicantInfo.roCode.ui:when.0.than: "than" is not part of a ui:when entry (if, then, else)',
    ],
    [
      'a ui:when branch with an option the forms do not read',
      (b) => withFile(b, 'schemas', KYC_UI, (u) => ((u.applicantInfo.roCode['ui:when'][0].then = { 'ui:options': { readonlyy: true } }), u)),
      'schemas/steps/selectServices/kycAnnexure.ui.json at applicantInfo.roCode.ui:when.0.then.ui:options.readonlyy: the option "readonlyy" is not one the forms read',
    ],
    [
      'a step shown on a context fact no page gives',
      (b) =>
        withFile(b, 'schemas', 'wizards/selectServices.json', (w) => ((w.steps[4].when.properties._context.properties = { editMode: { const: true } }), w)),
      'schemas/wizards/selectServices.json at steps.4.when: the condition reads "editMode" at _context, which is no fact the pages give',
    ],
    [
      'a required field the step does not have',
      (b) => withFile(b, 'schemas', DETAILS, (s) => (s.properties.organizationInfo.required.push('companyNameX'), s)),
      'schemas/steps/companyInfo/companyDetails.schema.json at properties.organizationInfo.required.1: "companyNameX" is required, but no field of that name is on this step: nobody could fill it, so nobody could go on',
    ],
    [
      'a step that refuses every value',
      (b) => withFile(b, 'schemas', DETAILS, (s) => ((s.not = {}), s)),
      'schemas/steps/companyInfo/companyDetails.schema.json at not: this "not" refuses every value: no answer could ever be saved',
    ],
    [
      'a screening check whose condition holds for every application',
      (b) => withFile(b, 'schemas', 'rules/screening.json', (r) => ((r.checks[2].condition = {}), r)),
      'schemas/rules/screening.json at checks.2.condition: the condition holds for an application with no answers at all: the check would fire for every applicant',
    ],
    [
      'a screening check naming no part of the record',
      (b) => withFile(b, 'schemas', 'rules/screening.json', (r) => ((r.checks[2].condition = { required: ['organisationInfo'] }), r)),
      'schemas/rules/screening.json at checks.2.condition: the condition names "organisationInfo", which is no part of the application record',
    ],
    [
      'a misspelt widget option',
      (b) => withFile(b, 'schemas', DETAILS_UI, (u) => ((u.organizationInfo.companyName['ui:options'] = { placeholdr: 'companyInfo.companyNameHint' }), u)),
      'schemas/steps/companyInfo/companyDetails.ui.json at organizationInfo.companyName.ui:options.placeholdr: the option "placeholdr" is not one the forms read (schemas/defs/widgets.json lists them): it would do nothing',
    ],
    [
      'an option of another widget',
      (b) => withFile(b, 'schemas', DETAILS_UI, (u) => ((u.organizationInfo.companyName['ui:options'] = { mask: '000-0000' }), u)),
      'schemas/steps/companyInfo/companyDetails.ui.json at organizationInfo.companyName.ui:options.mask: the option "mask" is not one the widget "text" reads (schemas/defs/widgets.json): it would do nothing',
    ],
    [
      'an option of the wrong type',
      (b) => withFile(b, 'schemas', KYC_UI, (u) => ((u.kycAnnexure.signatoryDetails.items.backgroundInfo['ui:options'].rows = 'four'), u)),
      'schemas/steps/selectServices/kycAnnexure.ui.json at kycAnnexure.signatoryDetails.items.backgroundInfo.ui:options.rows: the option "rows" should be a whole number',
    ],
    [
      'a login limit that no longer limits',
      (b) => withFile(b, 'schemas', 'rules/agents.json', (r) => ((r.login.maxFailures = 100000), r)),
      'schemas/rules/agents.json at login.maxFailures: should be at most 20',
    ],
    [
      'an upload cap past its bound',
      (b) => withFile(b, 'schemas', 'rules/documents.json', (r) => ((r.upload.maxUploadsPerApplication = 100000), r)),
      'schemas/rules/documents.json at upload.maxUploadsPerApplication: should be at most 100',
    ],
    [
      'a web page accepted as an upload',
      (b) => withFile(b, 'schemas', 'rules/documents.json', (r) => ((r.upload.types[0].mime = 'text/html'), r)),
      'schemas/rules/documents.json at upload.types.0.mime: is not one of the values allowed here',
    ],
    [
      'a pattern RE2 cannot run in linear time (a back-reference)',
      (b) => withFile(b, 'schemas', DETAILS, (s) => ((s.properties.organizationInfo.properties.companyName.pattern = '^(a)\\1$'), s)),
      'schemas/steps/companyInfo/companyDetails.schema.json at properties.organizationInfo.properties.companyName.pattern: the pattern "^(a)\\1$" cannot be checked in a time that grows only with the text: `\\1` is an escape it does not know, or a back-reference; write it without back-references and look-arounds',
    ],
    [
      'a word no page and no rule reads',
      (b) => withFile(b, 'content', 'en/layout.json', (w) => ({ ...w, neverShown: 'Nobody reads this' })),
      'content/en/layout.json at neverShown: the word "neverShown" is read by no page and no rule',
    ],
    [
      'a sample that is no record of its wizard (text where the record has a number)',
      (b) => withFile(b, 'schemas', 'samples/companyInfo.json', (s) => ((s.organizationInfo.numberOfEmployees = 'twelve'), s)),
      'schemas/samples/companyInfo.json at organizationInfo.numberOfEmployees: the sample does not fit record/prospect.schema.json: organizationInfo.numberOfEmployees must be integer',
    ],
    [
      'a sample without its record schema named',
      (b) => withFile(b, 'schemas', 'samples/finalQuestionsSignatory.json', ({ $schema: _s, ...rest }) => rest),
      'schemas/samples/finalQuestionsSignatory.json at $schema: should be "../record/signatory.schema.json"',
    ],
    [
      'a keyword template filling in what its rule does not give ({feild})',
      (b) => withFile(b, 'content', 'en/messages.json', (m) => ((m.keywords.maxLength = 'Maximum {limit} characters in {feild}'), m)),
      'content/en/messages.json at keywords.maxLength: the message "keywords.maxLength" fills in {feild}, which the rule "maxLength" does not give: it may use {field}, {limit}',
    ],
    [
      'a message named for a rule that does not give its placeholder',
      (b) => withFile(b, 'content', 'en/messages.json', (m) => ((m.notValidNumber = '{field} must be at most {limit}'), m)),
      'schemas/defs/numbers.json at $defs.wholeNumber.errorMessage: the message "notValidNumber" fills in {limit}, which the rule "type" does not give: it may use {field}, {type}',
    ],
    [
      'a rules file that names no JSON Schema for editors',
      (b) => withFile(b, 'schemas', 'rules/otp.json', ({ $schema: _gone, ...rest }) => rest),
      'schemas/rules/otp.json at $schema: should be "../../public/json-schemas/rules/otp.json", the file\'s JSON Schema for editors (npm run schemas:json sets it)',
    ],
    [
      "a words file naming another kind's JSON Schema",
      (b) => withFile(b, 'content', 'en/common.json', (w) => ((w.$schema = '../../public/json-schemas/ui.json'), w)),
      'content/en/common.json at $schema: should be "../../public/json-schemas/words.json"',
    ],
    [
      'a flag of app-config.json that is not a yes/no, in a product override',
      (b) => withFile(b, 'schemas', 'rules/app-config.json', (c) => ((c.products = { starter: { chatEnabled: 'yes' } }), c)),
      'schemas/rules/app-config.json at products.starter.chatEnabled:',
    ],
    [
      'a datalist written as a bare list, without its JSON Schema',
      (b) => withFile(b, 'content', 'datalists/cities.json', (list) => list.items),
      'content/datalists/cities.json at $schema: should be "../../public/json-schemas/datalist.json"',
    ],
    [
      'a message no rule and no page reads',
      (b) => withFile(b, 'content', 'en/messages.json', (m) => ((m.maxLength50 = 'Max length is 50 symbols'), m)),
      'content/en/messages.json at maxLength50: the message "maxLength50" is read by no rule and no page: name it in an errorMessage, or remove it',
    ],
    [
      'a message key not in messages.json',
      (b) => withFile(b, 'schemas', 'defs/numbers.json', (s) => ((s.$defs.wholeNumber.errorMessage.type = 'notANumber'), s)),
      'schemas/defs/numbers.json at $defs.wholeNumber.errorMessage: the message key "notANumber" is not in content/en/messages.json',
    ],
    [
      'a label key not in fields.json',
      (b) => withFile(b, 'schemas', DETAILS, (s) => ((s.properties.organizationInfo.properties.companyName.title = 'companyInfo.nameOfCompany'), s)),
      'at properties.organizationInfo.properties.companyName.title: the label key "companyInfo.nameOfCompany" is not in content/en/fields.json',
    ],
    [
      'a step title key not in wizards.json',
      (b) => withFile(b, 'schemas', 'wizards/companyInfo.json', (w) => ((w.steps[0].titleKey = 'companyInfo.details'), w)),
      'schemas/wizards/companyInfo.json at steps.0.titleKey: the title key "companyInfo.details" is not in content/en/wizards.json',
    ],
    [
      'a placeholder key not in fields.json',
      (b) => withFile(b, 'schemas', DETAILS_UI, (u) => ((u.organizationInfo.companyName['ui:options'].placeholder = 'nope'), u)),
      'ui:options.placeholder: the text key "nope" is not in content/en/fields.json',
    ],
    [
      'an invalid JSON Schema',
      (b) => withFile(b, 'schemas', DETAILS, (s) => ((s.properties.organizationInfo.properties.numberOfEmployees.maximum = 'lots'), s)),
      'schemas/steps/companyInfo/companyDetails.schema.json at properties.organizationInfo.properties.numberOfEmployees.maximum: this is not a valid JSON Schema: "maximum" must be a number, not "lots"',
    ],
    [
      'a bank-owned section that is no section of the record',
      (b) => withFile(b, 'schemas', 'rules/agents.json', (a) => ((a.bankOwnedGroups[0] = 'kycAnnex'), a)),
      'schemas/rules/agents.json at bankOwnedGroups.0: "kycAnnex" is no section of the record (schemas/record/prospect.schema.json)',
    ],
    [
      'a number written as text in a JSON Schema, and a single name where a list belongs',
      (b) =>
        withFile(
          b,
          'schemas',
          DETAILS,
          (s) => ((s.properties.organizationInfo.properties.companyName.maxLength = '40'), (s.properties.organizationInfo.required = 'companyName'), s),
        ),
      'schemas/steps/companyInfo/companyDetails.schema.json at properties.organizationInfo.properties.companyName.maxLength: this is not a valid JSON Schema: "maxLength" must be a whole number, not "40"',
    ],
    [
      'a misspelt keyword',
      (b) => withFile(b, 'schemas', 'defs/text.json', (s) => ((s.$defs.vatNumber.maxLenght = 15), s)),
      'schemas/defs/text.json at $defs.vatNumber: this definition cannot be used: "maxLenght" is not a JSON Schema keyword (a typo?)',
    ],
    [
      'a ui schema naming a field the schema lacks',
      (b) => withFile(b, 'schemas', DETAILS_UI, (u) => ((u.organizationInfo.companyNam = { 'ui:widget': 'text' }), u)),
      'schemas/steps/companyInfo/companyDetails.ui.json at organizationInfo.companyNam: "companyNam" is not a field of the step\'s schema',
    ],
    [
      'a misspelt ui:order entry',
      (b) => withFile(b, 'schemas', DETAILS_UI, (u) => ((u.organizationInfo['ui:order'] = ['companyNam', 'vatRegistrationNumber', 'numberOfEmployees']), u)),
      'schemas/steps/companyInfo/companyDetails.ui.json at organizationInfo.ui:order.0: "companyNam" in ui:order is not a field of the step\'s schema',
    ],
    [
      'a misspelt field in a layout grid',
      (b) =>
        withFile(b, 'schemas', 'steps/stakeholder/personalInformation.ui.json', (u) => {
          u['ui:layoutGrid']['ui:row'][0]['ui:col'][5] = 'kycDetails.dateOfBrith';
          return u;
        }),
      'schemas/steps/stakeholder/personalInformation.ui.json at ui:layoutGrid.ui:row.0.ui:col.5: "kycDetails.dateOfBrith" in ui:layoutGrid is not a field of the step\'s schema',
    ],
    [
      'a ui:order that leaves a field out',
      (b) => withFile(b, 'schemas', DETAILS_UI, (u) => ((u.organizationInfo['ui:order'] = ['companyName', 'numberOfEmployees']), u)),
      'at organizationInfo.ui:order: ui:order leaves out the field "vatRegistrationNumber" and has no "*" for the rest',
    ],
    [
      'a text where a rules file wants a number',
      (b) => withFile(b, 'schemas', 'rules/otp.json', (r) => ((r.sendLimit.perAddress.max = 'lots'), r)),
      'schemas/rules/otp.json at sendLimit.perAddress.max: should be a whole number',
    ],
    [
      'a setting nothing reads',
      (b) => withFile(b, 'schemas', 'rules/session.json', (r) => ((r.saveCache = { maxEntries: 1000 }), r)),
      'schemas/rules/session.json: "saveCache": not a setting the product reads',
    ],
    [
      'a missing setting',
      (b) => withFile(b, 'schemas', 'rules/steps.json', (r) => (delete r.reopenOnNewSignatory, r)),
      'schemas/rules/steps.json: "reopenOnNewSignatory": missing',
    ],
    [
      'a wrong parameter of a built-in screening check, told for the check it is',
      (b) =>
        withFile(b, 'schemas', 'rules/screening.json', (r) => {
          r.checks.find((c: { builtin?: string }) => c.builtin === 'uploadedDocuments').params.moreThan = 'many';
          return r;
        }),
      'params.moreThan: should be a whole number',
    ],
    [
      'a value a rules file does not allow',
      (b) => withFile(b, 'schemas', 'rules/otp.json', (r) => ((r.channels = ['sms', 'fax']), r)),
      'schemas/rules/otp.json at channels.1: is not one of the values allowed here',
    ],
  ])('reports %s', (_name, breakIt, expected) => {
    const problems = only(breakIt(bundle));
    expect(
      problems.some((p) => p.includes(expected)),
      `${expected}\nnot in:\n${problems.join('\n')}`,
    ).toBe(true);
  });

  it('names a wrong value in a shared definition in a sentence, once, and not again in every schema that reads it', () => {
    const broken = withFile(bundle, 'schemas', 'defs/text.json', (d) => ((d.$defs.companyName.maxLength = '40'), d));
    expect(only(broken)).toEqual([
      'schemas/defs/text.json at $defs.companyName.maxLength: this is not a valid JSON Schema: "maxLength" must be a whole number, not "40"',
    ]);
  });

  it('tells a wrong screening check only what its own kind lacks, and a plain wrong value once', () => {
    const broken = withFile(
      withFile(bundle, 'schemas', 'rules/screening.json', (r) => {
        r.checks.find((c: { builtin?: string }) => c.builtin === 'uploadedDocuments').params.moreThan = 'many';
        return r;
      }),
      'schemas',
      'rules/otp.json',
      (r) => ((r.channels = ['sms', 'fax']), r),
    );
    expect(only(broken)).toEqual([
      expect.stringMatching(/^schemas\/rules\/otp.json at channels.1: is not one of the values allowed here$/),
      expect.stringMatching(/^schemas\/rules\/screening.json at checks\.\d+\.params\.moreThan: should be a whole number$/),
    ]);
  });
});

describe('schemas-check command', () => {
  const run = promisify(execFile);
  const cli = ['--import', 'tsx', path.join(repoRoot, 'src/cli/schemas-check.ts')];

  it('exits 0 with a one-line summary on the repository', async () => {
    const { stdout } = await run(process.execPath, [...cli, repoRoot], { cwd: repoRoot });
    expect(stdout.trim().split('\n')).toHaveLength(1);
    expect(stdout).toMatch(/^schemas ok: /);
  });

  it('exits 1 naming file and place on a broken copy', async () => {
    const copy = await copyOfRepo();
    try {
      await editJson(copy.root, 'schemas/wizards/companyInfo.json', (w) => (w.steps[2].step = 'steps/companyInfo/licence'));
      const failure = await run(process.execPath, [...cli, copy.root], { cwd: repoRoot }).then(
        () => undefined,
        (error: { code: number; stderr: string }) => error,
      );
      expect(failure?.code).toBe(1);
      expect(failure?.stderr).toContain(
        'schemas/wizards/companyInfo.json at steps.2.step: the step file schemas/steps/companyInfo/licence.schema.json does not exist',
      );
    } finally {
      await copy.dispose();
    }
  });
});
