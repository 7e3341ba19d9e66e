import { escapeHtml, renderMail, type MailContent } from './render-mail.js';

const site = { publicUrl: 'https://play.example.com' };

const reset: MailContent = {
  subject: 'Reset your password',
  paragraphs: ['Hello alice,', 'Someone asked to reset the password of your account.\nThe link works for 30 minutes.'],
  action: { label: 'Choose a new password', path: '/reset-password#token=abc&x=1' },
  footnote: 'If you did not ask for this, ignore this mail: your password stays as it is.',
};

describe(renderMail.name, () => {
  it('says the same in a plain-text part: paragraphs, the action as its address, the footnote, a signature', () => {
    const { subject, text } = renderMail(reset, site);
    expect(subject).toBe('Reset your password');
    expect(text).toBe(
      [
        'Hello alice,',
        '',
        'Someone asked to reset the password of your account.',
        'The link works for 30 minutes.',
        '',
        'Choose a new password:',
        'https://play.example.com/reset-password#token=abc&x=1',
        '',
        'If you did not ask for this, ignore this mail: your password stays as it is.',
        '',
        '-- ',
        'Spockout',
        'https://play.example.com',
        '',
      ].join('\n'),
    );
  });

  it('carries the product name and the action in the HTML part, the link under PUBLIC_URL only', () => {
    const { html } = renderMail(reset, site);
    expect(html).toContain('<html lang="en">');
    expect(html).toContain('<title>Reset your password</title>');
    expect(html).toMatch(/>Spockout</);
    expect(html).toContain('>Choose a new password</a>');
    expect(html).toContain('Someone asked to reset the password of your account.<br>\nThe link works for 30 minutes.');
    const hrefs = [...html.matchAll(/href="([^"]*)"/g)].map((m) => m[1]);
    expect(hrefs).toEqual([
      'https://play.example.com/reset-password#token=abc&amp;x=1',
      'https://play.example.com/reset-password#token=abc&amp;x=1',
      'https://play.example.com',
    ]);
  });

  it('fetches nothing when opened: no image, no remote style sheet or script, no tracking pixel', () => {
    const { html } = renderMail(reset, site);
    expect(html).not.toMatch(/<img|<link|<script|<iframe|<object|src=|url\(|@import/i);
  });

  it('shows text a player typed as text, never as markup', () => {
    const hostile = '<img src="https://evil.example/p.gif"> "quoted" & \'single\' <script>alert(1)</script>';
    const { html, text } = renderMail(
      {
        subject: `Welcome ${hostile}`,
        paragraphs: [`Hello ${hostile}`],
        action: { label: `Go <b>${hostile}</b>`, path: '/x?a="><script>' },
        footnote: hostile,
      },
      site,
    );
    expect(html).not.toMatch(/<img|<script|<b>/);
    expect(html).toContain(
      '&lt;img src=&quot;https://evil.example/p.gif&quot;&gt; &quot;quoted&quot; &amp; &#39;single&#39; &lt;script&gt;',
    );
    expect(html).toContain('href="https://play.example.com/x?a=&quot;&gt;&lt;script&gt;"');
    // The plain-text part is text: shown as given.
    expect(text).toContain(`Hello ${hostile}`);
  });

  it('leaves out the action and the footnote when the message has none', () => {
    const { html, text } = renderMail({ subject: 'Notice', paragraphs: ['Your password was changed.'] }, site);
    expect(text).toBe('Your password was changed.\n\n-- \nSpockout\nhttps://play.example.com\n');
    expect([...html.matchAll(/href="([^"]*)"/g)].map((m) => m[1])).toEqual(['https://play.example.com']);
  });

  it('escapes the five characters that matter in HTML text and attributes', () => {
    expect(escapeHtml(`<a href="x" title='y'>&</a>`)).toBe(
      '&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;&amp;&lt;/a&gt;',
    );
  });
});
