import type { Bundle } from '../../core/bundle';
import { perRelease } from '../domain/releases/per-release';
import { SOURCE_LANGUAGE } from '../../core/messages/languages';

interface ErrorCatalogue {
  defaultMessage?: string;
  codes?: Record<string, string>;
  validation?: Record<string, string>;
  server?: Record<string, string>;
}

export function interpolate(template: string, params: Record<string, string | number> = {}): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
}

const inEachLanguage = perRelease((_bundle: Bundle) => new Map<string, ErrorMessages>());

/** The error texts of a release in a language (made once per release and language). */
export function errorMessagesOf(bundle: Bundle, lang = SOURCE_LANGUAGE): ErrorMessages {
  const made = inEachLanguage(bundle);
  let messages = made.get(lang);
  if (!messages) made.set(lang, (messages = new ErrorMessages(bundle, lang)));
  return messages;
}

/** Texts of content/<lang>/errors.json; a code without a text falls back to the default glitch message. */
export class ErrorMessages {
  private readonly catalogue: ErrorCatalogue;

  constructor(bundle: Bundle, lang = SOURCE_LANGUAGE) {
    this.catalogue = (bundle.content[`${lang}/errors.json`] as ErrorCatalogue | undefined) ?? {};
  }

  forCode(errorCode: string, params?: Record<string, string | number>): string {
    const template = this.catalogue.codes?.[errorCode] ?? this.catalogue.defaultMessage ?? errorCode;
    return interpolate(template, params);
  }

  forValidation(keyword: string, params: Record<string, string | number>): string {
    const templates = this.catalogue.validation ?? {};
    const template = templates[keyword] ?? templates.default ?? this.forCode('BAD_REQUEST');
    return interpolate(template, params);
  }

  forServer(key: string, params?: Record<string, string | number>): string {
    return interpolate(this.catalogue.server?.[key] ?? key, params);
  }
}
