import { recordEvent } from '../../domain/trail';
import type { FastifyPluginAsync } from 'fastify';
import { agentRules, bodyChecker } from '../../domain/agents';
import { criteriaOf, findProspects, searchLine, type SearchInfo } from '../../domain/search';
import { ApiError } from '../../errors/api-error';
import { errorMessagesOf } from '../../errors/messages';
import { perRelease } from '../../domain/releases';
import { currentAgent } from '../agents/claims';
import { segmentsOf } from '../prospects/groups';
import { searchRoute, type SearchAnswer } from '../../../core/api/search';

/**
 * POST /usertypes/agent/prospects/search (also /usertypes/sme/…) — agent token only.
 *   body  {segment?, fullName?, countryCode?, mobileNo?, leadNumber?, tradeLicenseNo?, email?, eidNumber?}
 *         at least one of fullName, mobileNo, leadNumber, tradeLicenseNo, email, eidNumber
 *         (countryCode and segment alone are no criterion). All given criteria must match:
 *         fullName: part of the applicant's name, any case; mobileNo: the whole number or its
 *         last digits (at least 4), of the country of countryCode when one is given; leadNumber: the prospectId;
 *         tradeLicenseNo, email: exact (any case); eidNumber: any stakeholder's Emirates ID,
 *         dashes ignored.
 *   200   {searchResult: [{prospectId, leadNumber, fullName, countryCode, mobileNo, email,
 *         companyName, tradeLicenseNo, accountType, islamicBanking, roCode, status, createdAt,
 *         updatedAt}]} — most recently changed first, at most search.maxResults; [] when none
 *   400   FieldsValidation: SEARCH_CRITERIA_REQUIRED (fieldPath '$'), or a field's format
 */
const search: FastifyPluginAsync = async (app) => {
  const forRelease = perRelease((bundle) => {
    const rules = agentRules(bundle);
    return { rules, check: bodyChecker(bundle, errorMessagesOf(bundle))(rules.requests.search) };
  });
  const userTypes = ['agent', ...segmentsOf(app.bundle)];

  app.post<{ Params: { userType: string }; Reply: SearchAnswer }>(
    '/usertypes/:userType/prospects/search',
    { preHandler: app.requireAuth('agent'), schema: searchRoute },
    async (request) => {
      if (!userTypes.includes(request.params.userType)) throw new ApiError(404, 'NotFound', [{ errorCode: 'NOT_FOUND' }]);
      const agent = currentAgent(request);
      const { rules, check } = forRelease(request.release.bundle);
      check(request.body);
      const criteria = criteriaOf((request.body ?? {}) as SearchInfo, rules.requests.searchCriteria);
      if (!criteria) throw new ApiError(400, 'FieldsValidation', [{ errorCode: 'SEARCH_CRITERIA_REQUIRED', fieldPath: '$' }]);
      const rows = await findProspects(app.db, criteria, rules.search.maxResults);
      // an officer's search is kept with what it asked (rule TRAIL)
      await recordEvent(app.db, { actorKind: 'officer', actorId: String(agent.agentId), action: 'search', value: request.body ?? {} });
      return { searchResult: rows.map((row) => searchLine(rules, row)) };
    },
  );
};

export default search;
