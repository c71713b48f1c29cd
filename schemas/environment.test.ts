import { describe, expect, it } from 'vitest';
import { detectEnvironment, environmentLanguage, pageApiVersion } from './environment';

const urls = { sit: ['sit.portal.example'], uat: ['https://uat.portal.example/'], de: ['*.de.portal.example'], ru: ['ru.portal.example:8443'], sg: ['sg.portal.example'], mx: ['mx.portal.example'] };

describe('environment', () => {
  it.each([
    ['sit.portal.example', 'sit'], ['UAT.portal.example:3000', 'uat'], ['eu.de.portal.example', 'de'], ['de.portal.example', 'cn'],
    ['ru.portal.example', 'ru'], ['sg.portal.example', 'sg'], ['mx.portal.example', 'mx'], ['portal.example', 'cn'], ['evil-sit.portal.example', 'cn'],
  ])('%s is %s', (host, environment) => expect(detectEnvironment(host, urls)).toBe(environment));

  it('defaults to en_US overseas and zh_CN otherwise', () => {
    expect(['de', 'ru', 'sg', 'mx'].map((e) => environmentLanguage(e as 'de'))).toEqual(['en_US', 'en_US', 'en_US', 'en_US']);
    expect(['cn', 'sit', 'uat'].map((e) => environmentLanguage(e as 'cn'))).toEqual(['zh_CN', 'zh_CN', 'zh_CN']);
  });
});

describe('page-API version', () => {
  const id = '1100000000000000009';
  it('uses the white lists first, then the main switch (0 means v1)', () => {
    expect(pageApiVersion(id, { v1: [id], v2: [id], mainSwitch: 1 })).toBe(1);
    expect(pageApiVersion(id, { v1: [], v2: [id], mainSwitch: 0 })).toBe(2);
    expect(pageApiVersion(id, { v1: [], v2: [], mainSwitch: 0 })).toBe(1);
    expect(pageApiVersion(id, { v1: [], v2: [], mainSwitch: 1 })).toBe(2);
  });
});
