import { firstNameOf, merge, renderBroadcastEmail, textToHtml } from './merge-fields';

const values = { firstName: 'Ruth', fullName: 'Ruth Moabite', eventTitle: 'Harvest Supper', churchName: 'Grace Church' };

describe('merge fields', () => {
  it("replaces each field with the person's own value, as often as it appears", () => {
    expect(merge('Dear {firstName}, see you at {eventTitle}. {firstName}!', values)).toBe('Dear Ruth, see you at Harvest Supper. Ruth!');
  });

  it('leaves braces that name no field as they were written', () => {
    expect(merge('{lastName} {firstname} {firstName}', values)).toBe('{lastName} {firstname} Ruth');
  });

  it('takes the first word of a full name as the first name', () => {
    expect(firstNameOf('  Mary  Magdalene ')).toBe('Mary');
  });

  it('escapes what the sender typed, so it never becomes markup, and makes paragraphs and links', () => {
    expect(textToHtml('Hi <b>all</b> & friends\nline two\n\nSee https://grace.example/a?b=1')).toBe(
      '<p>Hi &lt;b&gt;all&lt;/b&gt; &amp; friends<br>line two</p>\n<p>See <a href="https://grace.example/a?b=1">https://grace.example/a?b=1</a></p>',
    );
  });

  it('keeps a subject on one line, whatever a merge field holds', () => {
    const email = renderBroadcastEmail({ subject: 'For {fullName}', text: 'x' }, { ...values, fullName: 'A\r\nBcc: x@evil.example' }, 'https://u', 'Footer');
    expect(email.subject).toBe('For A Bcc: x@evil.example');
    expect(email.text).toContain('https://u');
    expect(email.html).toContain('<a href="https://u">Unsubscribe</a>');
  });
});
