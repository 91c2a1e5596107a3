import type { TFunction } from './i18n';

/**
 * An application's status in words ("Assessing" → "قيد التقييم"): the status is the value the server
 * keeps and answers (agents.json statusLabels, a status an officer sets); its name for people is
 * content's comeback.statuses.<status>.name, the same for the customer and the officer. A status
 * without a name is shown as it is.
 */
export const statusName = (t: TFunction, status: string): string => t(`comeback:statuses.${status}.name`, { defaultValue: status });
