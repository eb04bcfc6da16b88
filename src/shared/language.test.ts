import { describe, expect, it } from 'vitest';
import { chooseLanguage, languageFromAcceptLanguage } from './language';

describe('languageFromAcceptLanguage', () => {
  it('takes Kiswahili for any sw tag and English for any en tag, by quality then order', () => {
    expect(languageFromAcceptLanguage('sw-KE,sw;q=0.9,en;q=0.8')).toBe('sw');
    expect(languageFromAcceptLanguage('sw')).toBe('sw');
    expect(languageFromAcceptLanguage('en-GB,en;q=0.9')).toBe('en');
    expect(languageFromAcceptLanguage('fr-FR, sw;q=0.5, en;q=0.4')).toBe('sw');
    expect(languageFromAcceptLanguage('en;q=0.3, sw;q=0.6')).toBe('sw');
    expect(languageFromAcceptLanguage('sw;q=0, en')).toBe('en');
  });

  it('is null for a header naming neither language, or none', () => {
    expect(languageFromAcceptLanguage('fr-FR,de;q=0.8')).toBeNull();
    expect(languageFromAcceptLanguage('')).toBeNull();
    expect(languageFromAcceptLanguage(undefined)).toBeNull();
    expect(languageFromAcceptLanguage('swa')).toBeNull();
  });
});

describe('chooseLanguage', () => {
  it('prefers the saved language, then the cookie, then Accept-Language, then English', () => {
    expect(chooseLanguage('en', 'sw', 'sw')).toBe('en');
    expect(chooseLanguage(null, 'sw', 'en')).toBe('sw');
    expect(chooseLanguage(null, 'xx', 'sw-KE')).toBe('sw');
    expect(chooseLanguage(undefined, undefined, 'fr')).toBe('en');
  });
});
