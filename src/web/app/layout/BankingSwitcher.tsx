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
      <Flex borderWidth="1px" borderColor="ink.400" borderRadius="full" p="1" gap="1" width="fit-content" bg="white">
        {options.map((option) => {
          const active = option.islamic === account.islamicBanking;
          const target = withSearch(pathOf('accountLanding', { accountType: slugFor(account.tier, option.islamic) }), search);
          return (
            <chakra.span key={String(option.islamic)} display="contents">
              <Link
                href={target}
                aria-current={active ? 'page' : undefined}
                style={{
                  padding: '6px 14px',
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
