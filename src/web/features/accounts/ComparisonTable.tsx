import { chakra } from '@chakra-ui/react';
import { useTranslation } from '../../app/i18n';
import { Link } from 'wouter';
import { accountsRules, constants, packagesRules, slugFor, type ComparisonValue, type Tier } from '../../app/rules';
import { groupDigits } from '../../../core/messages/group-digits';
import { useAccountNames } from './useAccountName';

export interface ComparisonTableProps {
  islamic: boolean;
  selected: Tier;
  onSelect: (tier: Tier) => void;
  /** where a column leads: the account landing page or, after "Back to other account options", its overview */
  hrefOf: (slug: string) => string;
}

const tiersByTabPosition = () => [...accountsRules.tiers].sort((a, b) => a.tabPosition - b.tabPosition);

/** The comparison table, a real table; the selected column is highlighted. */
export function ComparisonTable({ islamic, selected, onSelect, hrefOf }: ComparisonTableProps) {
  const { t } = useTranslation(['pages', 'accounts', 'packages']);
  const byTabPosition = tiersByTabPosition();
  const { accountName } = useAccountNames();
  const width = `${constants.comparison.selectedColumnWidth}px`;

  const valueText = (value: ComparisonValue) => {
    switch (value.kind) {
      case 'amount':
        return t('accounts:comparison.values.amount', { amount: groupDigits(value.amount) });
      case 'mandatory': {
        const plan = packagesRules.find((p) => p.key === value.package);
        return t('accounts:comparison.values.mandatory', {
          package: t(`packages:${value.package}.short`),
          cost: plan ? groupDigits(plan.cost) : '',
        });
      }
      default:
        return t(`accounts:comparison.values.${value.kind}`);
    }
  };

  const cellStyle = (tier: Tier) => ({
    width,
    minW: width,
    px: '4',
    py: '3',
    textAlign: 'center' as const,
    bg: tier === selected ? 'brand.50' : undefined,
    borderInlineWidth: tier === selected ? '2px' : '0',
    borderColor: 'brand.600',
  });

  return (
    // positioned, so the words kept for screen readers (absolutely placed) scroll with the table instead of widening the page
    <chakra.div overflowX="auto" maxW="100%" position="relative">
      <chakra.table borderCollapse="collapse" width="100%" fontSize="md">
        <chakra.caption srOnly>{t('comparison.tableCaption')}</chakra.caption>
        <thead>
          <tr>
            <chakra.th scope="col" textAlign="start" px="4" py="3" color="ink.700">
              {t('comparison.featureHeader')}
            </chakra.th>
            {byTabPosition.map(({ tier }) => {
              const slug = slugFor(tier, islamic);
              const name = accountName({ tier, islamicBanking: islamic });
              return (
                <chakra.th
                  key={tier}
                  scope="col"
                  data-tab={accountsRules.tiers.find((x) => x.tier === tier)?.tabPosition}
                  {...cellStyle(tier)}
                  borderTopWidth={tier === selected ? '2px' : '0'}
                  onMouseEnter={() => onSelect(tier)}
                  onFocus={() => onSelect(tier)}
                >
                  <chakra.span display="block" fontSize="lg" fontWeight="bold" mb="2">
                    {name}
                  </chakra.span>
                  <Link href={hrefOf(slug)} style={{ color: 'var(--chakra-colors-brand-700)', fontWeight: 600, textDecoration: 'underline' }}>
                    {t('comparison.viewAccount', { name })}
                  </Link>
                  {tier === selected ? <chakra.span srOnly> ({t('comparison.selected')})</chakra.span> : null}
                </chakra.th>
              );
            })}
          </tr>
        </thead>
        <tbody>
          {accountsRules.comparison.map((row) => (
            <chakra.tr key={row.row} borderTopWidth="1px" borderColor="ink.200">
              <chakra.th scope="row" textAlign="start" fontWeight="semibold" px="4" py="3">
                {t(`accounts:comparison.rows.${row.row}`)}
              </chakra.th>
              {byTabPosition.map(({ tier }) => (
                <chakra.td key={tier} {...cellStyle(tier)}>
                  {valueText(row[tier])}
                </chakra.td>
              ))}
            </chakra.tr>
          ))}
        </tbody>
      </chakra.table>
    </chakra.div>
  );
}
