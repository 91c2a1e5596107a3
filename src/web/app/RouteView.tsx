import { Suspense, useEffect } from 'react';
import { useAtomValue } from 'jotai';
import { useTranslation } from './i18n';
import { Redirect, useLocation, useSearch } from 'wouter';
import { pushDirectOpenEvent } from './analytics';
import { accountBySlug } from './rules';
import { guardTarget, notFoundRoute, pathOf, withSearch, type GuardFact, type RouteDef } from './routes';
import { useRouteConfig } from '../api/config';
import { Loading } from '../components/Loading';
import { accountChoiceAtom, prospectAtom } from './state/application';
import { agentSessionAtom, tokenLive } from './state/agent';
import { comeBackRecipientAtom, comeBackSessionAtom } from './state/comeback';
import { customerSessionAtom, otpVerifiedAtom } from './state/session';

function PageLoading() {
  const { t } = useTranslation('common');
  return <Loading text={t('loading')} />;
}

/** Applies the route's guard, then renders its lazily loaded page. */
export function RouteView({ route, params }: { route: RouteDef; params: Record<string, string | undefined> }) {
  const choice = useAtomValue(accountChoiceAtom);
  const search = useSearch();
  const [location] = useLocation();
  const facts = useGuardFacts();
  // the search string goes along (an invite's ?rocode= must reach Basic Information)
  const comparison = withSearch(pathOf('accountsComparison'), search);
  // the first route of a page load sends its event when it is one opened directly (a link, a bookmark)
  useEffect(() => pushDirectOpenEvent(route.key, choice?.accountType ?? ''), [route.key, choice]);
  if (route.guard === 'accountType' && !accountBySlug(params.accountType)) return <Redirect to={comparison} replace />;
  if (route.guard === 'accountChoice' && !choice) return <Redirect to={comparison} replace />;
  const target = guardTarget(route.guard, facts);
  if (target) {
    // an officer's page opened without a live login (a link, a second tab) comes back after the login
    const next = target === 'login' ? withSearch(pathOf('login'), `next=${encodeURIComponent(withSearch(location, search))}`) : pathOf(target);
    return <Redirect to={next} replace />;
  }
  if (route.guard === 'studio') return <StudioGate route={route} params={params} />;
  const Page = route.page;
  return (
    <Suspense fallback={<PageLoading />}>
      <Page {...route.props} params={params} />
    </Suspense>
  );
}

/** The analyst studio exists only where the server says it is enabled (not in production by default). */
function StudioGate({ route, params }: { route: RouteDef; params: Record<string, string | undefined> }) {
  const { config } = useRouteConfig();
  if (!config) return <PageLoading />;
  const Page = config.studioEnabled === true ? route.page : notFoundRoute.page;
  return (
    <Suspense fallback={<PageLoading />}>
      <Page {...route.props} params={params} />
    </Suspense>
  );
}

/** The session facts the route guards (a)–(e) ask about (src/web/app/routes.ts guardRules). */
function useGuardFacts(): Record<GuardFact, boolean> {
  const agent = useAtomValue(agentSessionAtom);
  const customer = useAtomValue(customerSessionAtom);
  const otpVerified = useAtomValue(otpVerifiedAtom);
  const prospect = useAtomValue(prospectAtom);
  const recipient = useAtomValue(comeBackRecipientAtom);
  const comeBack = useAtomValue(comeBackSessionAtom);
  return {
    agentSession: !!agent,
    agentTokenLive: !!agent && tokenLive(agent.accessToken),
    customerSession: !!customer,
    otpVerified,
    prospect: !!prospect,
    comeBackRecipient: !!recipient,
    comeBackSession: !!comeBack,
  };
}
