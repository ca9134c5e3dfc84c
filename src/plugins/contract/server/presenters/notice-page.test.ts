import { noticePage, type Notice } from './notice-page';

const notice = (over: Partial<Notice> = {}): Notice => ({
  status: 200,
  tone: 'done',
  appName: 'Travel Planner',
  title: 'Email address verified',
  paragraphs: ['You can now sign in.'],
  link: { href: 'https://app.example.test/', label: 'Continue to Travel Planner' },
  ...over,
});

describe('the notice page', () => {
  it('is a whole document in the product name with its title, text and frontend link', () => {
    const html = noticePage(notice());
    expect(html).toMatch(/^<!doctype html>\n<html lang="en">/);
    expect(html).toContain('<title>Email address verified · Travel Planner</title>');
    expect(html).toContain('<p class="brand">Travel Planner</p>');
    expect(html).toContain('<main class="done">');
    expect(html).toContain(
      '<a class="action" href="https://app.example.test/">Continue to Travel Planner</a>',
    );
  });

  it('escapes every interpolated value', () => {
    const html = noticePage(
      notice({
        appName: '<b>Name</b>',
        title: '"quoted" & <i>',
        paragraphs: ["<script>alert('x')</script>"],
        link: { href: 'https://app.example.test/?a="b"&c=<d>', label: '<img src=x>' },
      }),
    );
    expect(html).not.toMatch(/<(b|i|script|img)\b/);
    expect(html).toContain('&#60;script&#62;alert(&#39;x&#39;)&#60;/script&#62;');
    expect(html).toContain('&#34;quoted&#34; &#38; &#60;i&#62;');
    expect(html).toContain('href="https://app.example.test/?a=%22b%22&#38;c=%3Cd%3E"');
  });

  it('leaves out a link that is not http(s)', () => {
    for (const href of ['javascript:alert(1)', 'not a url', 'data:text/html,hi'])
      expect(noticePage(notice({ link: { href, label: 'Go' } }))).not.toContain('class="action"');
  });
});
