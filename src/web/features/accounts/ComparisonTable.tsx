import { useLayoutEffect, useRef, useState } from 'react';
import { chakra, Text } from '@chakra-ui/react';
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

/** the features column stays in view while the accounts scroll sideways under a narrow screen */
const stickyStart = { position: 'sticky', insetInlineStart: 0, bg: 'white', zIndex: 1, maxW: '40vw' } as const;

const tiersByTabPosition = () => [...accountsRules.tiers].sort((a, b) => a.tabPosition - b.tabPosition);

/** The comparison table, a real table; the selected column is highlighted. */
export function ComparisonTable({ islamic, selected, onSelect, hrefOf }: ComparisonTableProps) {
  const { t } = useTranslation(['pages', 'accounts', 'packages']);
  const byTabPosition = tiersByTabPosition();
  const { accountName } = useAccountNames();
  const width = `${constants.comparison.selectedColumnWidth}px`;
  const scroller = useRef<HTMLDivElement>(null);
  const [overflowing, setOverflowing] = useState(false);
  // the column the page opened on, not the one the pointer is over
  const openedOn = useRef(selected);

  // on a narrow screen the table scrolls sideways: it opens on the selected account (beside the
  // features, which stay put) and says that more accounts are to the side
  useLayoutEffect(() => {
    const box = scroller.current;
    if (!box) return;
    const measure = () => setOverflowing(box.scrollWidth > box.clientWidth + 1);
    measure();
    const column = box.querySelector<HTMLElement>(`th[data-tier="${openedOn.current}"]`);
    const features = box.querySelector<HTMLElement>('th[data-features]');
    if (column && features && box.scrollWidth > box.clientWidth + 1) {
      // the column's start edge moves to the features' end edge, whichever way the page reads
      // (right to left, the features are on the right and scrollLeft runs negative)
      const [at, beside] = [column.getBoundingClientRect(), features.getBoundingClientRect()];
      box.scrollLeft += getComputedStyle(box).direction === 'rtl' ? at.right - beside.left : at.left - beside.right;
    }
    const observer = typeof ResizeObserver === 'function' ? new ResizeObserver(measure) : undefined;
    observer?.observe(box);
    return () => observer?.disconnect();
  }, []);

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
    <>
      {overflowing ? (
        <Text id="comparison-scroll-hint" color="ink.700" fontSize="sm" data-testid="comparison-scroll-hint">
          {t('comparison.scrollHint', { count: byTabPosition.length })}
        </Text>
      ) : null}
      {/* positioned, so the words kept for screen readers (absolutely placed) scroll with the table instead of widening the page;
        focusable while it scrolls, so a keyboard can scroll it too */}
      <chakra.div
        ref={scroller}
        overflowX="auto"
        maxW="100%"
        position="relative"
        tabIndex={overflowing ? 0 : undefined}
        role={overflowing ? 'region' : undefined}
        aria-label={overflowing ? t('comparison.tableCaption') : undefined}
        aria-describedby={overflowing ? 'comparison-scroll-hint' : undefined}
        _focusVisible={{ outline: '2px solid', outlineColor: 'brand.600', outlineOffset: '2px' }}
      >
        <chakra.table borderCollapse="collapse" width="100%" fontSize="md">
          <chakra.caption srOnly>{t('comparison.tableCaption')}</chakra.caption>
          <thead>
            <tr>
              <chakra.th scope="col" textAlign="start" px="4" py="3" color="ink.700" data-features {...stickyStart}>
                {t('comparison.featureHeader')}
              </chakra.th>
              {byTabPosition.map(({ tier }) => {
                const slug = slugFor(tier, islamic);
                const name = accountName({ tier, islamicBanking: islamic });
                return (
                  <chakra.th
                    key={tier}
                    scope="col"
                    data-tier={tier}
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
                <chakra.th scope="row" textAlign="start" fontWeight="semibold" px="4" py="3" {...stickyStart}>
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
    </>
  );
}
