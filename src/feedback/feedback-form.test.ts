import { describe, expect, it } from 'vitest';
import { acceptedImageName, buildSubmission, canAddImage, cleanContent, cleanPhone, feedbackProblem, initialFeedback } from './feedback-form';
import { loginUrlFor, schoolIdInPath } from './open-feedback';

const sender = { userId: '1100000000000000101', userName: 'Ann', schoolId: '1100000000000000001', schoolName: 'Demo' };

describe('feedback form rules', () => {
  it('starts (and resets) at fault, empty text, no images, contact allowed, empty phone', () => {
    expect(initialFeedback()).toEqual({ feedbackType: 1, content: '', images: [], allowContact: true, phone: '' });
  });

  it('strips leading whitespace as typed and keeps at most 200 characters', () => {
    expect(cleanContent('  \n hello ')).toBe('hello ');
    expect(cleanContent('x'.repeat(250))).toHaveLength(200);
  });

  it('trims the phone and keeps at most 11 characters', () => {
    expect(cleanPhone(' 138123456789 ')).toBe('13812345678');
  });

  it('builds the spec payload: clientType "1", comma-joined pictures, phone only when contact is allowed', () => {
    const state = { ...initialFeedback(), content: 'Broken ', images: ['/a', '/b'], phone: '13812345678' };
    expect(buildSubmission(state, sender, 'Not logged in')).toEqual({
      feedbackType: 1, feedbackContent: 'Broken', picUrl: '/a,/b', allowContact: 1, userId: sender.userId, tenantId: sender.schoolId,
      schoolName: 'Demo', userName: 'Ann', clientType: '1', phoneNumber: '13812345678',
    });
    const noContact = buildSubmission({ ...state, allowContact: false }, { ...sender, schoolName: '' }, 'Not logged in');
    expect(noContact).not.toHaveProperty('phoneNumber');
    expect(noContact).toMatchObject({ allowContact: 0, schoolName: 'Not logged in' });
    expect(buildSubmission({ ...state, phone: '' }, sender, '-')).not.toHaveProperty('phoneNumber');
  });

  it.each([
    ['', '13812345678', 'feedBack.enterQuestions'],
    ['ok', '12812345678', 'feedBack.enterPhone'],
    ['ok', '1381234567', 'feedBack.enterPhone'],
    ['ok', '19912345678', null],
    ['ok', '', null],
  ])('text %j and phone %j → %s', (content, phone, problem) => {
    expect(feedbackProblem(buildSubmission({ ...initialFeedback(), content, phone }, sender, '-'))).toBe(problem);
  });

  it('accepts gif, jpeg and png only, without spaces in the name', () => {
    expect(acceptedImageName({ name: 'my photo.PNG', type: 'image/png' })).toBe('myphoto.PNG');
    expect(acceptedImageName({ name: 'a.jpeg', type: 'image/jpeg' })).toBe('a.jpeg');
    expect(acceptedImageName({ name: 'a.gif', type: 'image/gif' })).toBe('a.gif');
    expect(acceptedImageName({ name: 'a.webp', type: 'image/webp' })).toBeNull();
    expect(acceptedImageName({ name: 'a.png', type: 'text/html' })).toBeNull();
  });

  it('hides the add button at 4 images', () => {
    expect(canAddImage({ ...initialFeedback(), images: ['1', '2', '3'] })).toBe(true);
    expect(canAddImage({ ...initialFeedback(), images: ['1', '2', '3', '4'] })).toBe(false);
  });

  it('sends visitors to /login/index with the current path, and finds the school id in a path', () => {
    expect(loginUrlFor({ pathname: '/portal/1100000000000000001/home', search: '?a=1' })).toBe('/login/index?redirect=%2Fportal%2F1100000000000000001%2Fhome%3Fa%3D1');
    expect(schoolIdInPath('/feedback/1100000000000000001')).toBe('1100000000000000001');
    expect(schoolIdInPath('/login/index')).toBeNull();
  });
});
