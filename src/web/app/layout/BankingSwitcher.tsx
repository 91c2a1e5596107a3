import { chakra, Flex } from '@chakra-ui/react';
import { useTranslation } from '../i18n';
import { Link, useSearch } from 'wouter';
import { accountBySlug, slugFor } from '../rules';
import { pathOf, withSearch } from '../routes';

/** Conventional / RAKislamic toggle of the account landing pages: links to the same tier's other slug, search kept. */
export function BankingSwitcher({ slug }: { slug: string }) {
  const { t } = useTranslation('common');
  const search = useSearch();
  const account = accountBySlug(slug);
  if (!account) return null;
  const options = [
    { islamic: false, label: t('banking.conventional') },
    { islamic: true, label: t('banking.islamic') },
  ];
  return (
    <chakra.nav aria-label={t('banking.groupLabel')}>
      {/* the two choices share the panel's width: a fixed pill would reach past a narrow panel */}
      <Flex borderWidth="1px" borderColor="ink.400" borderRadius="full" p="1" gap="1" width="full" maxW="xs" bg="white">
        {options.map((option) => {
          const active = option.islamic === account.islamicBanking;
          const target = withSearch(pathOf('accountLanding', { accountType: slugFor(account.tier, option.islamic) }), search);
          return (
            <chakra.span key={String(option.islamic)} display="flex" flex="1 1 0" minW="0">
              <Link
                href={target}
                aria-current={active ? 'page' : undefined}
                style={{
                  flex: 1,
                  minWidth: 0,
                  textAlign: 'center',
                  overflowWrap: 'anywhere',
                  fontSize: 'var(--chakra-font-sizes-sm)',
                  padding: '6px 8px',
                  borderRadius: '999px',
                  fontWeight: 600,
                  textDecoration: 'none',
                  background: active ? 'var(--chakra-colors-brand-600)' : 'transparent',
                  color: active ? 'white' : 'var(--chakra-colors-ink-800)',
                }}
              >
                {option.label}
              </Link>
            </chakra.span>
          );
        })}
      </Flex>
    </chakra.nav>
  );
}
