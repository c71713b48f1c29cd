import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../renderer/api';
import { drawBlocks, ERROR_WAIT, fakeApi, nodeOf } from '../_shared/test-support';
import { schoolProfile } from './index';
import type { MemberStatus, SchoolProfile } from './schema';

const ID = '1100000000000000001';
const profile: SchoolProfile = {
  id: ID, parent: null, name: { en_US: 'Demo School' }, description: { en_US: 'Open to all.' }, logoUrl: 'data:image/svg+xml;base64,PHN2Zy8+',
  schoolType: 'o3', openSchool: '1', onSale: '1', validUntil: null, valid: true, memberCount: 12, subSchoolCount: 2,
  unions: [{ id: '1', name: { en_US: 'Union A' }, leader: true, members: [{ id: ID, name: { en_US: 'Demo School' } }, { id: '2', name: { en_US: 'Branch' } }] }],
};
const member: MemberStatus = { member: true, roles: ['administrator'], validUntil: null, valid: true, schoolUnionLeader: '1' };
const api = (status: MemberStatus = member) => fakeApi({ '/api/school/open/schools/school-details': profile, [`/api/school/schools/${ID}/member-status`]: status });

describe('school-profile', () => {
  it('shows the school, its variant, counts, unions and the member\'s union leadership', async () => {
    drawBlocks([nodeOf(schoolProfile)], { getJson: api(), context: { user: { id: '9', displayName: 'Ada' } } });
    expect(await screen.findByRole('heading', { name: 'Demo School' })).toBeTruthy();
    expect(screen.getByText('Project-management school')).toBeTruthy();
    expect(screen.getByRole('link', { name: '2' }).getAttribute('href')).toBe(`/portal/${ID}/sub-school`);
    expect(screen.getByText('Union leader')).toBeTruthy();
    expect(screen.getByText('Demo School · Branch')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('You are a member of this school.You lead its union');
  });

  it('offers visitors a login and tells outsiders they are no member', async () => {
    drawBlocks([nodeOf(schoolProfile)], { getJson: api({ ...member, member: false, schoolUnionLeader: '0' }) });
    expect((await screen.findByRole('link', { name: 'Log in to see your membership' })).getAttribute('href')).toMatch(/^\/login\/index\?redirect=/);
  });

  it('says a missing school is missing', async () => {
    drawBlocks([nodeOf(schoolProfile)], { getJson: async () => { throw new ApiError(404, 'school.not_found', 'School not found.'); } });
    expect(await screen.findByText('This school could not be found.', {}, ERROR_WAIT)).toBeTruthy();
  });
});

describe('school-profile links', () => {
  it('leads a sub-school\'s visitors to its home, fans, more, orders and community under its parent', async () => {
    const sub = { ...profile, id: '1100000000000000002', schoolType: 'normal' as const, parent: { id: ID, name: { en_US: 'Demo School' } } };
    drawBlocks([nodeOf(schoolProfile)], { getJson: fakeApi({ '/api/school/open/schools/school-details': sub, '/api/school/schools/': member }) });
    const nav = await screen.findByRole('navigation', { name: 'More of this school' });
    expect([...nav.querySelectorAll('a')].map((a) => a.getAttribute('href'))).toEqual([
      `/portal/${ID}/sub-school/1100000000000000002/home`, `/portal/${ID}/sub-school/1100000000000000002/fans`, `/portal/${ID}/sub-school/1100000000000000002/more`,
      `/order/${ID}/sub-school/1100000000000000002`, '/community/1100000000000000002',
    ]);
  });
});
