const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * The small page an email's unsubscribe link opens, without the app or a sign-in: a button that
 * posts (so a mail scanner that follows links unsubscribes no one), then the confirmation.
 */
export function unsubscribePage(church: string, state: { token: string } | 'done' | 'invalid'): string {
  const body =
    state === 'done'
      ? `<h1>You are unsubscribed</h1><p>${escapeHtml(church)} will send you no more emails like this one.</p>`
      : state === 'invalid'
        ? '<h1>This link is not valid</h1><p>It may have been copied only in part. Open it again from the email.</p>'
        : `<h1>Unsubscribe?</h1><p>Stop emails from ${escapeHtml(church)} to this address.</p>` +
          `<form method="post" action="/api/email/unsubscribe/page?token=${encodeURIComponent(state.token)}"><button type="submit">Unsubscribe</button></form>`;
  return (
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">` +
    `<title>${escapeHtml(church)}</title><style>body{font-family:system-ui,sans-serif;max-width:32rem;margin:4rem auto;padding:0 1rem;line-height:1.5}` +
    `button{font:inherit;padding:.5rem 1.25rem;border-radius:.375rem;border:1px solid #444;background:#222;color:#fff;cursor:pointer}</style></head>` +
    `<body><main>${body}</main></body></html>`
  );
}
