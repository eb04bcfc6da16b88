import { describe, expect, it } from 'vitest';
import { notificationFromPush, sameOriginLink } from './push-payload';

describe('a push message as a notification', () => {
  it('shows the title and body, tagged with the notification id, opening its link', () => {
    expect(
      notificationFromPush({
        id: 'n1',
        kind: 'alert',
        title: 'A ride like yours',
        body: 'Ruiru to CBD, 7:30 am',
        link: '/search?ride=r1',
      }),
    ).toEqual({
      title: 'A ride like yours',
      body: 'Ruiru to CBD, 7:30 am',
      tag: 'n1',
      link: '/search?ride=r1',
    });
  });

  it('still shows something for a message without the fields', () => {
    expect(notificationFromPush(null)).toEqual({
      title: 'Pamoja',
      body: '',
      tag: undefined,
      link: '/',
    });
    expect(notificationFromPush({ body: 'Hello' }).body).toBe('Hello');
  });

  it('opens only this app’s own pages', () => {
    const origin = 'https://pamoja.example';
    expect(sameOriginLink('/trip/r1', origin)).toBe('https://pamoja.example/trip/r1');
    expect(sameOriginLink('https://evil.example/x', origin)).toBe('https://pamoja.example/');
    expect(sameOriginLink('//evil.example/x', origin)).toBe('https://pamoja.example/');
    expect(sameOriginLink(undefined, origin)).toBe('https://pamoja.example/');
  });
});
