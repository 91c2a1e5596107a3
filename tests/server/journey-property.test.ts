/**
 * Whole journeys, generated (rule SAVE-OWN): fast-check's model-based commands add people and
 * companies with random flags, save the steps of every wizard (the record's and each person's) in
 * any order (each step's answer laid over the
 * record the way the browser's forms do, with what RJSF may trim beside the step trimmed at random),
 * upload documents, delete people, try to drop one by a save, edit earlier answers, reload, come back
 * with a new code and submit,
 * against the real server on PGlite. After every command the stored record still holds every person,
 * answer and uploaded document the applicant did not delete, the review lists what the server
 * stored, and a submitted record passes the server's full validation. A failure prints the shortest
 * command list that reproduces it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import companyInfoSample from '../../schemas/samples/companyInfo.json';
import finalCompanySample from '../../schemas/samples/finalQuestionsCompany.json';
import finalSignatorySample from '../../schemas/samples/finalQuestionsSignatory.json';
import servicesSample from '../../schemas/samples/selectServices.json';
import { listDocuments as locatedDocuments, uploadKeyOf, type DocumentGroups } from '../../src/core/documents';
import { createRegistry, type Registry } from '../../src/core/schema/registry';
import { reviewSummary } from '../../src/core/services/review';
import { ownedChange } from '../../src/core/wizard/owned-change';
import { validateRecord } from '../../src/core/wizard/validate-record';
import { pdfFile } from '../fixtures/make-files';
import { applicantWithToken, lastCode, otpCall, readProspect, saveProspect, type Person } from './applicant/support';
import { listDocuments, upload, uploadToken } from './documents-helpers';
import { copyOfRepo, editJson } from '../core/helpers/load-bundle';
import { testApp, type TestApp } from './helpers/app';
import { sampleRecord } from '../../src/core/schema/bundle-files';

type Json = Record<string, any>;
const RUNS = Number(process.env.JOURNEY_RUNS ?? 200);

const strip = (sample: Json): Json => sampleRecord(sample);

interface PersonSpec {
  company: boolean;
  signatory: boolean;
  share: number;
  resident: boolean;
}

interface ModelPerson extends PersonSpec {
  id: string;
  name: string;
}

interface Model {
  people: ModelPerson[];
  next: number;
  companyName: string | null;
  wizards: Set<string>;
  /**
   * The uploads by their slot's identity, its owner and slotKey (uploadKeyOf), as the server keeps
   * them: a documentKey counts slots across the application, so a stakeholder left out before
   * another renumbers the other's documentKeys, not their files.
   */
  uploads: Map<string, { owner: string; fileName: string }>;
  submitted: boolean;
  /** come-back logins so far (each sends a code, and codes are limited per phone) */
  comebacks: number;
}

interface Real {
  t: TestApp;
  registry: Registry;
  prospectId: string;
  applicant: Person;
  token: string;
  jwt: string;
}

const FIRST = ['Omar', 'Aisha', 'Jean-Luc', "Sean O'Neil", 'Lina', 'Karim'];
const LAST = ['Haddad', 'Al-Mansoori', 'Rahman', 'Saleh', 'Khan', 'Nasser'];

/** One stakeholder as the stakeholder wizard leaves it, valid in submit mode. */
function personRecord(id: string, n: number, spec: PersonSpec): Json {
  if (spec.company) {
    return {
      signatoryId: id,
      fullName: `Holding ${n} LLC`,
      kycDetails: { isShareholderACompany: true, isShareholder: true, shareHoldingPercentage: spec.share },
      signatoryCompanyInfo: { companyName: `Holding ${n} LLC`, tradeLicenseNo: `TL-${n}`, countryOfIncorporation: 'AE', dateOfIncorporation: '2012-01-01' },
    };
  }
  const firstName = FIRST[n % FIRST.length];
  const lastName = LAST[n % LAST.length];
  const person: Json = {
    signatoryId: id,
    salutation: 'MR',
    firstName,
    lastName,
    fullName: `${firstName} ${lastName}`,
    kycDetails: {
      isShareholderACompany: false,
      dateOfBirth: '1980-05-01',
      isPEP: false,
      isSignatory: spec.signatory,
      isShareholder: spec.share > 0,
      ...(spec.share > 0 ? { shareHoldingPercentage: spec.share } : {}),
      passportDetails: [{ country: 'JO', passportNumber: `P${1000000 + n}`, hasAnotherCitizenship: false, diplomatPassport: false }],
      nationality: 'JO',
      residenceCountry: spec.resident ? 'AE' : 'GB',
      isUAEResident: spec.resident,
      ...(spec.resident ? { emirateIdDetails: { eidNumber: `784-1980-${String(1000000 + n).slice(-7)}-1` } } : {}),
    },
    isUSrelation: false,
  };
  if (spec.signatory) {
    const answers = strip(finalSignatorySample);
    person.accountSigningInfo = { authorityType: '100', accountSigningType: '100', accountSigningInstn: '' };
    person.contactDetails = {
      primaryEmail: `p${n}@example.com`,
      primaryMobCountryCode: '971',
      primaryMobileNo: `50${String(1000000 + n).slice(-7)}`,
      primaryPhoneCountryCode: '971',
      primaryPhoneNo: '',
      primaryHomeCountryCode: '962',
      primaryHomeNo: '791234567',
    };
    person.kycDetails = { ...person.kycDetails, ...answers.kycDetails, isSignatory: true };
    person.employmentDetails = answers.employmentDetails;
    person.sourceOfWealth = answers.sourceOfWealth;
    person.addressInfo = answers.addressInfo;
    person.debitCardInfo = {
      authSignatoryDetails: {
        nameOnDebitCard: `${firstName} ${lastName}`
          .replace(/[^A-Za-z -]/g, '')
          .slice(0, 19)
          .trim(),
      },
    };
  }
  return person;
}

async function stored(real: Real): Promise<Json> {
  const res = await readProspect(real.t.app, real.token, real.prospectId);
  expect(res.statusCode).toBe(200);
  return res.json();
}

async function put(real: Real, body: Json) {
  return saveProspect(real.t.app, real.token, real.prospectId, body);
}

/** What RJSF may hand back beside a step: the record with random parts the step does not show trimmed. */
function trimmed(record: Json, seed: number): Json {
  const out = structuredClone(record);
  if (seed % 2 === 0 && Array.isArray(out.signatoryInfo)) out.signatoryInfo = out.signatoryInfo.filter((p: Json) => p.kycDetails?.isSignatory === true);
  if (seed % 3 === 0) delete out.documents;
  if (seed % 5 === 0) delete out.orgKYCDetails?.industryMultiSelect;
  return out;
}

/** A wizard's answers laid over the record one step at a time, as the browser's forms do (ownedChange). */
function answered(registry: Registry, wizardId: string, record: Json, answers: Json, seed: number): Json {
  let value = record;
  for (const step of registry.wizard(wizardId).steps) {
    const entry = registry.step(step.step.replace(/^steps\//, ''));
    const after = { ...trimmed(value, seed), ...answers };
    value = ownedChange(entry.schema, entry.uiSchema, value, after) as Json;
  }
  return value;
}

function servicesAnswers(record: Json): Json {
  const sample = strip(servicesSample);
  const { signatoryInfo: _people, kycAnnexure: _kyc, applicantInfo: _applicant, ...rest } = sample;
  // the services step lists the people as they are: each signatory's signing type is set on them
  const people = (record.signatoryInfo ?? []).map((p: Json) =>
    p.kycDetails?.isSignatory ? { ...p, accountSigningInfo: { ...p.accountSigningInfo, accountSigningType: '100', accountSigningInstn: '' } } : p,
  );
  return { ...rest, applicationInfo: { ...record.applicationInfo, rakValuePackage: sample.applicationInfo.rakValuePackage }, signatoryInfo: people };
}

const WIZARD_ANSWERS: Record<string, (record: Json) => Json> = {
  companyInfo: (record) => {
    const sample = strip(companyInfoSample);
    delete sample.applicationInfo;
    // a licence of its own: another journey's would be a match of the Dedupe Check
    sample.organizationInfo.licenseNumber = `CN-${String(record.generalInfo.prospectId).slice(2)}`;
    return sample;
  },
  finalQuestionsCompany: () => {
    const sample = strip(finalCompanySample);
    delete sample.applicationInfo;
    return sample;
  },
  selectServices: servicesAnswers,
};

/** Every slot of a documents section or listing with its owner ("" = the company), as core lists them. */
function slotsOf(groups: unknown): Array<{ owner: string; d: Json }> {
  return locatedDocuments(groups as DocumentGroups).map(({ item, owner }) => ({ owner, d: item as unknown as Json }));
}

/** The invariants, after every command. */
async function check(model: Model, real: Real) {
  const record = await stored(real);
  const people = (record.signatoryInfo ?? []) as Json[];
  expect(people.map((p) => p.signatoryId)).toEqual(model.people.map((p) => p.id));
  for (const person of model.people) {
    const kept = people.find((p) => p.signatoryId === person.id)!;
    expect(kept.kycDetails.isShareholderACompany === true).toBe(person.company);
    if (!person.company) expect(kept.kycDetails.isSignatory).toBe(person.signatory);
  }
  if (model.companyName !== null) expect(record.organizationInfo.companyName).toBe(model.companyName);
  // every uploaded document the applicant did not delete is in the stored record, in its owner's slot
  const slots = slotsOf(record.documents);
  const uploaded = slots.filter(({ d }) => d.uploadStatus === 'Uploaded');
  for (const { owner, fileName } of model.uploads.values()) {
    expect(
      uploaded.some((s) => s.owner === owner && s.d.fileName === fileName),
      `${fileName} of ${owner || 'the company'}`,
    ).toBe(true);
  }
  // the review lists what the server stored
  const review = reviewSummary(record, real.registry);
  expect(review.people).toEqual(model.people.map((p) => p.name));
  expect(review.documents.uploaded).toBe(slots.filter(({ d }) => d.required && d.uploadStatus === 'Uploaded').length);
  if (model.submitted) {
    expect(record.prospectStatusInfo.status).toBe('Assessing');
    expect(validateRecord(real.registry, record, 'submit')).toEqual([]);
  }
}

type Cmd = fc.AsyncCommand<Model, Real>;

/** Journeys that reached a successful submit: the figure says the submit invariant was exercised. */
let submittedJourneys = 0;

class AddPerson implements Cmd {
  constructor(readonly spec: PersonSpec) {}
  check(m: Readonly<Model>) {
    const shares = m.people.reduce((sum, p) => sum + p.share, 0);
    return !m.submitted && m.people.length < 4 && shares + this.spec.share <= 100 && m.people.filter((p) => p.share > 0).length < 4;
  }
  async run(m: Model, r: Real) {
    const record = await stored(r);
    const n = m.next;
    const id = `companySignatory_${n}`;
    const person = personRecord(id, n, this.spec);
    const res = await put(r, { ...record, signatoryInfo: [...(record.signatoryInfo ?? []), person], saveType: 'save', actionType: 'save' });
    expect(res.statusCode, res.body).toBe(200);
    m.next += 1;
    m.people.push({ ...this.spec, id, name: this.spec.company ? `Holding ${n} LLC` : `${person.firstName} ${person.lastName}` });
    await check(m, r);
  }
  toString() {
    return `AddPerson(${JSON.stringify(this.spec)})`;
  }
}

/**
 * A save without a person: with the delete action naming them it removes them (and their uploads
 * from the model); without it, it is refused and nothing changes.
 */
class LeavePersonOut implements Cmd {
  constructor(
    readonly pick: number,
    readonly deleteAction: boolean,
  ) {}
  check(m: Readonly<Model>) {
    return !m.submitted && m.people.length > 0;
  }
  async run(m: Model, r: Real) {
    const gone = m.people[this.pick % m.people.length];
    const record = await stored(r);
    const people = record.signatoryInfo.filter((p: Json) => p.signatoryId !== gone.id);
    const res = await put(r, {
      ...record,
      signatoryInfo: people,
      ...(this.deleteAction ? { removeStakeholders: [gone.id] } : {}),
      saveType: 'save',
      actionType: 'save',
    });
    if (this.deleteAction) {
      expect(res.statusCode, res.body).toBe(200);
      m.people = m.people.filter((p) => p.id !== gone.id);
      for (const [key, upload] of m.uploads) if (upload.owner === gone.id) m.uploads.delete(key);
    } else {
      expect(res.statusCode).toBe(400);
      expect(res.json().errors[0].message).toContain('cannot be removed by saving a step');
    }
    await check(m, r);
  }
  toString() {
    return `LeavePersonOut(${this.pick}, ${this.deleteAction ? 'delete' : 'by a save'})`;
  }
}

class SaveWizard implements Cmd {
  constructor(
    readonly wizard: string,
    readonly seed: number,
  ) {}
  check(m: Readonly<Model>) {
    return !m.submitted;
  }
  async run(m: Model, r: Real) {
    const record = await stored(r);
    const next = answered(r.registry, this.wizard, record, WIZARD_ANSWERS[this.wizard](record), this.seed);
    if (m.companyName !== null && this.wizard === 'companyInfo') next.organizationInfo.companyName = m.companyName;
    const res = await put(r, { ...next, saveType: 'continue', actionType: 'save' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().preScreening.statusOverAll, JSON.stringify(res.json().preScreening.screeningResults.filter((l: Json) => l.fired))).toBe('continue');
    m.wizards.add(this.wizard);
    if (this.wizard === 'companyInfo' && m.companyName === null) m.companyName = next.organizationInfo.companyName;
    await check(m, r);
  }
  toString() {
    return `SaveWizard(${this.wizard}, ${this.seed})`;
  }
}

/** A stakeholder's wizard saved again step by step (rooted at the person), as the person's forms do. */
class SavePersonWizard implements Cmd {
  constructor(
    readonly pick: number,
    readonly wizard: 'stakeholder' | 'finalQuestionsSignatory',
    readonly seed: number,
  ) {}
  check(m: Readonly<Model>) {
    return !m.submitted && m.people.length > 0;
  }
  async run(m: Model, r: Real) {
    const person = m.people[this.pick % m.people.length];
    const record = await stored(r);
    const index = record.signatoryInfo.findIndex((p: Json) => p.signatoryId === person.id);
    const before = record.signatoryInfo[index];
    // the same answers again, laid over the stored person step by step, with what the form may trim beside each step
    const answers = personRecord(person.id, Number(person.id.replace(/\D/g, '')), person);
    const after = answered(r.registry, this.wizard, before, answers, this.seed);
    const people = record.signatoryInfo.map((p: Json, i: number) => (i === index ? after : p));
    const res = await put(r, { ...record, signatoryInfo: people, saveType: 'continue', actionType: 'save' });
    expect(res.statusCode, res.body).toBe(200);
    await check(m, r);
  }
  toString() {
    return `SavePersonWizard(${this.pick}, ${this.wizard}, ${this.seed})`;
  }
}

class EditCompanyName implements Cmd {
  constructor(readonly name: string) {}
  check(m: Readonly<Model>) {
    return !m.submitted && m.wizards.has('companyInfo');
  }
  async run(m: Model, r: Real) {
    const record = await stored(r);
    const res = await put(r, { ...record, organizationInfo: { ...record.organizationInfo, companyName: this.name }, saveType: 'auto', actionType: 'save' });
    expect(res.statusCode, res.body).toBe(200);
    m.companyName = this.name;
    await check(m, r);
  }
  toString() {
    return `EditCompanyName(${JSON.stringify(this.name)})`;
  }
}

class Upload implements Cmd {
  /** `person`: a slot of that stakeholder (by place in the list) rather than any slot */
  constructor(
    readonly pick: number,
    readonly person?: number,
  ) {}
  check(m: Readonly<Model>) {
    return !m.submitted;
  }
  async run(m: Model, r: Real) {
    const listing = (await listDocuments(r.t.app, r.token, r.prospectId)).json();
    const slots = slotsOf(listing).map(({ owner, d }) => ({ owner, key: String(d.documentKey), slotKey: String(d.slotKey) }));
    const own = this.person === undefined ? slots : slots.filter((s) => s.owner === m.people[this.person! % m.people.length]?.id);
    const slot = (own.length ? own : slots)[this.pick % (own.length || slots.length)];
    const fileName = `file-${m.uploads.size + 1}-${slot.key}.pdf`;
    const res = await upload(r.t.app, r.prospectId, r.jwt, slot.key, { name: fileName, content: pdfFile() });
    expect(res.statusCode, res.body).toBe(200);
    // a new file in a slot replaces the one it held
    m.uploads.set(uploadKeyOf(slot.owner, slot.slotKey), { owner: slot.owner, fileName });
    await check(m, r);
  }
  toString() {
    return `Upload(${this.pick}${this.person === undefined ? '' : `, ${this.person}`})`;
  }
}

/** Every required slot filled, so that a submit can succeed. */
class UploadRequired implements Cmd {
  check(m: Readonly<Model>) {
    return !m.submitted;
  }
  async run(m: Model, r: Real) {
    const listing = (await listDocuments(r.t.app, r.token, r.prospectId)).json();
    const slots = slotsOf(listing);
    for (const { owner, d } of slots.filter((s) => s.d.required && s.d.uploadStatus !== 'Uploaded')) {
      const fileName = `required-${d.documentKey}.pdf`;
      const res = await upload(r.t.app, r.prospectId, r.jwt, d.documentKey, { name: fileName, content: pdfFile() });
      expect(res.statusCode, res.body).toBe(200);
      m.uploads.set(uploadKeyOf(owner, String(d.slotKey)), { owner, fileName });
    }
    await check(m, r);
  }
  toString() {
    return 'UploadRequired';
  }
}

/** The applicant comes back later: a new code, a new session, the same application. */
class ComeBack implements Cmd {
  check(m: Readonly<Model>) {
    return m.comebacks < 2;
  }
  async run(m: Model, r: Real) {
    expect((await otpCall(r.t.app, 'generate', r.applicant)).statusCode).toBe(200);
    const verified = await otpCall(r.t.app, 'verify', r.applicant, { otpToken: await lastCode(r.t.app, r.applicant) });
    expect(verified.statusCode).toBe(200);
    r.token = verified.json().access_token;
    r.jwt = await uploadToken(r.t.app, r.token, r.prospectId);
    m.comebacks += 1;
    await check(m, r);
  }
  toString() {
    return 'ComeBack';
  }
}

class Reload implements Cmd {
  check() {
    return true;
  }
  async run(m: Model, r: Real) {
    await check(m, r);
  }
  toString() {
    return 'Reload';
  }
}

class Submit implements Cmd {
  check(m: Readonly<Model>) {
    return !m.submitted;
  }
  async run(m: Model, r: Real) {
    const record = await stored(r);
    const res = await put(r, { ...record, saveType: 'submit', actionType: 'submit' });
    if (res.statusCode === 200) {
      expect(res.json().preScreening.statusOverAll).toBe('continue');
      m.submitted = true;
      submittedJourneys += 1;
    } else {
      // refused: it says why, and nothing is lost
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().errorType).toBe('FieldsValidation');
    }
    await check(m, r);
  }
  toString() {
    return 'Submit';
  }
}

/** What an applicant does at the end: the wizards not saved yet, every required document, then submit. */
class FinishAndSubmit implements Cmd {
  constructor(readonly seed: number) {}
  check(m: Readonly<Model>) {
    return !m.submitted;
  }
  async run(m: Model, r: Real) {
    for (const wizard of Object.keys(WIZARD_ANSWERS)) if (!m.wizards.has(wizard)) await new SaveWizard(wizard, this.seed).run(m, r);
    await new UploadRequired().run(m, r);
    await new Submit().run(m, r);
  }
  toString() {
    return `FinishAndSubmit(${this.seed})`;
  }
}

const personSpec = fc
  .record({ company: fc.boolean(), signatory: fc.boolean(), share: fc.constantFrom(0, 10, 20, 25), resident: fc.boolean() })
  .map((spec) => (spec.company ? { ...spec, signatory: false, share: spec.share || 10 } : spec));

const commands = [
  personSpec.map((spec) => new AddPerson(spec)),
  fc.tuple(fc.nat(9), fc.boolean()).map(([pick, deleteAction]) => new LeavePersonOut(pick, deleteAction)),
  fc.tuple(fc.constantFrom('companyInfo', 'finalQuestionsCompany', 'selectServices'), fc.nat(29)).map(([wizard, seed]) => new SaveWizard(wizard, seed)),
  fc
    .tuple(fc.nat(9), fc.constantFrom('stakeholder' as const, 'finalQuestionsSignatory' as const), fc.nat(29))
    .map(([pick, wizard, seed]) => new SavePersonWizard(pick, wizard, seed)),
  fc.constantFrom('Falcon Trading', 'Gulf Textiles LLC', "O'Neil & Sons").map((name) => new EditCompanyName(name)),
  fc.tuple(fc.nat(40), fc.option(fc.nat(3), { nil: undefined })).map(([pick, person]) => new Upload(pick, person)),
  fc.constant(new UploadRequired()),
  fc.constant(new Reload()),
  fc.constant(new ComeBack()),
  fc.constant(new Submit()),
  fc.nat(29).map((seed) => new FinishAndSubmit(seed)),
];

describe('generated journeys keep everything the applicant did not delete (PGlite)', () => {
  let t: TestApp;
  let registry: Registry;
  let copy: Awaited<ReturnType<typeof copyOfRepo>>;
  beforeAll(async () => {
    // Each journey sends a code when it starts and one at each come-back: a fast machine sends more
    // in a minute than the service-wide cap against SMS pumping allows (the brute-force suite proves that
    // cap). The journeys run on a copy of the rules whose cap they cannot reach.
    copy = await copyOfRepo();
    await editJson(copy.root, 'schemas/rules/otp.json', (rules) => {
      rules.sendLimit.overall.max = RUNS * 10;
    });
    t = await testApp({ kind: 'pglite' }, { rootDir: copy.root });
    registry = createRegistry(t.app.bundle);
  });
  afterAll(async () => {
    await t?.close();
    await copy?.dispose();
  });

  async function journey() {
    const { prospectId, token, applicant } = await applicantWithToken(t.app);
    const real: Real = { t, registry, prospectId, applicant, token, jwt: await uploadToken(t.app, token, prospectId) };
    const model: Model = { people: [], next: 1, companyName: null, wizards: new Set(), uploads: new Map(), submitted: false, comebacks: 0 };
    return { model, real };
  }

  it("keeps a later stakeholder's passport when an earlier stakeholder is deleted", async () => {
    const person = { company: false, signatory: false, share: 0, resident: false };
    const { model, real } = await journey();
    // the second person's passport is the second passport slot of the application
    for (const command of [new AddPerson(person), new AddPerson(person), new Upload(0, 1), new LeavePersonOut(0, true), new Reload()])
      await command.run(model, real);
  });

  it("replaces only the file of the slot uploaded to when an earlier stakeholder's deletion renumbered the documentKeys", async () => {
    const signatory = (share: number) => ({ company: false, signatory: true, share, resident: true });
    const { model, real } = await journey();
    // a generated journey that once failed: the later person's visa was listed as Visa_2, then Visa_1
    for (const command of [
      new AddPerson(signatory(20)),
      new AddPerson(signatory(25)),
      new UploadRequired(),
      new LeavePersonOut(0, true),
      new Upload(5, 1),
      new Reload(),
    ])
      await command.run(model, real);
  });

  it(`holds over ${RUNS} journeys`, async () => {
    await fc.assert(
      fc.asyncProperty(fc.commands(commands, { maxCommands: 14 }), async (cmds) => {
        const setup = await journey();
        await fc.asyncModelRun(() => setup, cmds);
      }),
      { numRuns: RUNS, endOnFailure: true, verbose: 1 },
    );
    console.info(`${RUNS} generated journeys, ${submittedJourneys} of them submitted`);
    expect(submittedJourneys).toBeGreaterThan(0);
  }, 600_000);
});
