/**
 * What an analyst changes in the studio alone, in the proof that the flow is data: a new step
 * (Exports) with a new question and a question asked only on one answer, a page moved (Upload
 * Documents before Final Questions), a document asked only of a company that exports, and the
 * Express fee, each word in English and Arabic. The core test proves the release passes the check; the end-to-end test makes the
 * same change in /studio and takes a new applicant through it.
 */
type Json = Record<string, any>;

export const EXPORT_FEE = 199;
export const EXPORTS_TITLE = 'Exports';
export const EXPORTS_QUESTION = 'Does the company sell goods abroad?';
export const MARKETS_QUESTION = 'Where does it sell them?';
export const EXPORT_LICENCE = 'Export licence';
/** The same words in Arabic: a release has every word in every language. */
const ARABIC = { title: 'الصادرات', question: 'هل تبيع الشركة بضائع في الخارج؟', markets: 'أين تبيعها؟', licence: 'رخصة التصدير' };

/** The files the analyst adds, by their place in the repository. */
export const newFiles: Record<string, Json> = {
  'schemas/steps/companyInfo/exports.schema.json': {
    $schema: 'http://json-schema.org/draft-07/schema#',
    $id: 'steps/companyInfo/exports.schema.json',
    type: 'object',
    properties: {
      organizationInfo: {
        type: 'object',
        title: 'companyInfo.organizationInfo',
        properties: { exportsGoods: { $ref: '../../defs/final-questions.json#/$defs/yesNo', title: 'companyInfo.exportsGoods' } },
        required: ['exportsGoods'],
        allOf: [
          {
            if: { properties: { exportsGoods: { const: 'yes' } }, required: ['exportsGoods'] },
            then: {
              properties: { exportMarkets: { $ref: '../../defs/final-questions.json#/$defs/freeLine', title: 'companyInfo.exportMarkets' } },
              required: ['exportMarkets'],
            },
          },
        ],
      },
    },
    required: ['organizationInfo'],
  },
  'schemas/steps/companyInfo/exports.ui.json': {
    $schema: '../../../public/json-schemas/ui.json',
    organizationInfo: {
      'ui:options': { label: false },
      'ui:order': ['exportsGoods', 'exportMarkets'],
      exportsGoods: { 'ui:widget': 'yesNo' },
      exportMarkets: { 'ui:widget': 'text' },
    },
  },
};

const exporter = {
  required: ['record'],
  properties: {
    record: {
      required: ['organizationInfo'],
      properties: { organizationInfo: { required: ['exportsGoods'], properties: { exportsGoods: { const: 'yes' } } } },
    },
  },
};

/** The files the analyst changes: each a change to the published file. */
export const fileChanges: Record<string, (json: Json) => void> = {
  'schemas/wizards/companyInfo.json': (wizard) =>
    wizard.steps.push({ id: 'exports', titleKey: 'companyInfo.exports', step: 'steps/companyInfo/exports', event: 'companyInformationExports' }),
  'content/en/wizards.json': (words) => (words.companyInfo.exports = EXPORTS_TITLE),
  'content/en/fields.json': (words) => Object.assign(words.companyInfo, { exportsGoods: EXPORTS_QUESTION, exportMarkets: MARKETS_QUESTION }),
  'content/ar/wizards.json': (words) => (words.companyInfo.exports = ARABIC.title),
  'content/ar/fields.json': (words) => Object.assign(words.companyInfo, { exportsGoods: ARABIC.question, exportMarkets: ARABIC.markets }),
  'schemas/samples/companyInfo.json': (sample) => Object.assign(sample.organizationInfo, { exportsGoods: 'yes', exportMarkets: 'Oman and India' }),
  'schemas/rules/journey.json': (journey) => {
    const swap = (list: unknown[], a: number, b: number) => ([list[a], list[b]] = [list[b], list[a]]);
    const order: string[] = journey.pageOrder;
    swap(order, order.indexOf('finalQuestions'), order.indexOf('uploadDocuments'));
    const steps: Json[] = journey.flows.application.steps;
    const documents = steps.findIndex((step) => step.path === '/business/UploadDocuments');
    const questions = steps.findIndex((step) => step.path === '/business/FinalQuestions');
    [steps[documents].number, steps[questions].number] = [steps[questions].number, steps[documents].number];
    swap(steps, documents, questions);
  },
  'schemas/rules/documents.json': (documents) =>
    documents.companyGroups.companyDocuments.documents.push({ type: 'Export_Licence', titleKey: 'types.exportLicence', required: exporter }),
  'content/en/documents.json': (words) => (words.types.exportLicence = EXPORT_LICENCE),
  'content/ar/documents.json': (words) => (words.types.exportLicence = ARABIC.licence),
  'schemas/rules/services.json': (services) => {
    services.express.chargeAmount = EXPORT_FEE;
    // the review before submission shows the new answer with the company's
    services.submission.stages[0].review.push({ path: 'organizationInfo.exportsGoods', label: 'companyInfo.exportsGoods' });
  },
};
