import { describe, expect, it } from 'vitest';
import { contactFromConfig } from './service-contact';

const items = (contact: unknown, switchValue: string) => [{ configValue: typeof contact === 'string' ? contact : JSON.stringify(contact) }, { configValue: switchValue }];
const phoneOnly = { servicePhone: '400-800', serviceEmail: '', serviceWeChat: '' };

describe('contactFromConfig (the footer and the feedback dialog share it)', () => {
  it('shows the contact with switch "1", a detail set and a host not on the white list', () => {
    expect(contactFromConfig(items(phoneOnly, '1'), false)).toEqual(phoneOnly);
    expect(contactFromConfig(items({ serviceWeChat: 'demo' }, '1'), false)).toEqual({ servicePhone: '', serviceEmail: '', serviceWeChat: 'demo' });
  });

  it.each([
    ['the switch is "0"', items(phoneOnly, '0'), false],
    ['the switch is missing', [items(phoneOnly, '1')[0]!], false],
    ['no detail is set', items({ servicePhone: '', serviceEmail: '', serviceWeChat: '' }, '1'), false],
    ['the host is white-listed', items(phoneOnly, '1'), true],
    ['the value is not JSON', items('not json', '1'), false],
    ['the value is not an object', items('"text"', '1'), false],
    ['there are no items', [], false],
  ])('hides it when %s', (_why, list, hidden) => {
    expect(contactFromConfig(list, hidden)).toBeNull();
  });
});
