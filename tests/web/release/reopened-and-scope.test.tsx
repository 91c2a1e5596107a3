import { screen } from '@testing-library/react';
import { createStore } from 'jotai';
import { describe, expect, it } from 'vitest';
import { useTranslation } from '../../../src/web/app/i18n';
import { ReleaseScope } from '../../../src/web/app/release';
import { reopenedStepsAtom } from '../../../src/web/app/state/application';
import { ReopenedNotice } from '../../../src/web/components/ReopenedNotice';
import { appReleaseId } from '../app-bundle';
import { renderApp } from '../render';

function Title() {
  const { t } = useTranslation('wizards');
  return <p>{t('companyInfo.companyDetails')}</p>;
}

describe('an application under a newer release', () => {
  it('tells the applicant which completed steps a new release opened again, and why', async () => {
    const store = createStore();
    store.set(reopenedStepsAtom, [
      {
        wizardId: 'companyInfo',
        flowId: 'companyInfo',
        step: 'companyDetails',
        titleKey: 'companyInfo.companyDetails',
        reasons: ['Maximum 40 characters allowed'],
      },
    ]);
    renderApp('/', { store, children: <ReopenedNotice /> });
    const notice = await screen.findByRole('region', { name: 'We have changed what this application asks' });
    expect(notice).toHaveTextContent('Please check these steps again before you continue:');
    expect(notice).toHaveTextContent('Company Details: Maximum 40 characters allowed');
  });

  it('says nothing when no step was opened again', () => {
    renderApp('/', { children: <ReopenedNotice /> });
    expect(screen.queryByTestId('reopened-notice')).toBeNull();
  });

  it('shows a submitted application in the words of the release in use when it was submitted under it (or under none)', () => {
    renderApp('/', {
      children: (
        <>
          <ReleaseScope releaseId={appReleaseId} pending={<p>waiting</p>}>
            <Title />
          </ReleaseScope>
          <ReleaseScope releaseId={null} pending={<p>waiting</p>}>
            <Title />
          </ReleaseScope>
        </>
      ),
    });
    expect(screen.getAllByText('Company Details')).toHaveLength(2);
    expect(screen.queryByText('waiting')).toBeNull();
  });
});
