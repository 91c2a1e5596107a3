declare global {
  interface Window {
    grecaptcha?: {
      ready(callback: () => void): void;
      execute(siteKey: string, options: { action: string }): Promise<string>;
    };
  }
}

const SCRIPT_ID = 'recaptcha-script';

/** Loads the reCAPTCHA script for a site key, once (only when the configuration enables reCAPTCHA). */
export function loadRecaptcha(siteKey: string): void {
  if (typeof document === 'undefined' || document.getElementById(SCRIPT_ID)) return;
  const script = document.createElement('script');
  script.id = SCRIPT_ID;
  script.async = true;
  script.src = `https://www.google.com/recaptcha/api.js?render=${encodeURIComponent(siteKey)}`;
  document.head.appendChild(script);
}

/** A token for this submission; rejects when the script is not there. */
export function recaptchaToken(siteKey: string, action: string): Promise<string> {
  const api = window.grecaptcha;
  if (!api) return Promise.reject(new Error('reCAPTCHA is not loaded'));
  return new Promise((resolve, reject) => api.ready(() => api.execute(siteKey, { action }).then(resolve, reject)));
}
